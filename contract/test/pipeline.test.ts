import { describe, expect, it } from 'vitest';
import {
  CLOSING_STAGE_IDS,
  DEFAULT_STAGES,
  REJECTED_STAGE,
  WITHDRAWN_STAGE,
  candidateWordingOf,
  firstStageShowing,
  pipelineOf,
  recommendationLabelOf,
  recommendationScore,
  RECOMMENDATIONS,
  type StageDto,
} from '../src/index.js';

describe('pipelineOf', () => {
  it('when a job has no stages of its own, then it gets the default ones and the closing stages, in order', () => {
    const ids = pipelineOf(undefined).map((stage) => stage.id);
    expect(ids.slice(0, DEFAULT_STAGES.length)).toEqual(DEFAULT_STAGES.map((stage) => stage.id));
    expect(ids.slice(-CLOSING_STAGE_IDS.length)).toEqual([...CLOSING_STAGE_IDS]);
  });

  it('when a job has its own stages, then they come first and the closing stages follow', () => {
    const own: StageDto[] = [
      { id: 'call', name: 'Call', status: 'applied' },
      { id: 'panel', name: 'Panel', status: 'shortlisted' },
    ];
    expect(pipelineOf(own).map((stage) => stage.id)).toEqual(['call', 'panel', REJECTED_STAGE.id, WITHDRAWN_STAGE.id]);
    expect(pipelineOf([]).length).toBe(DEFAULT_STAGES.length + 2);
  });
});

describe('firstStageShowing', () => {
  const stages: StageDto[] = [
    { id: 'new', name: 'New', status: 'applied' },
    { id: 'screen', name: 'Screen', status: 'applied' },
    { id: 'talk', name: 'Talk', status: 'shortlisted' },
  ];

  it('when several stages show a status, then the first of them is the one', () => {
    expect(firstStageShowing(stages, 'applied')?.id).toBe('new');
    expect(firstStageShowing(stages, 'shortlisted')?.id).toBe('talk');
  });

  it('when no stage shows the status, then there is none', () => {
    expect(firstStageShowing(stages, 'selected')).toBeUndefined();
  });
});

describe('candidateWordingOf', () => {
  it('when a reason has candidate wording, then that is what the candidate reads; otherwise its label in lower case', () => {
    expect(candidateWordingOf({ id: 'skills', label: 'Skills', candidateText: 'we chose someone else' })).toBe(
      'we chose someone else',
    );
    expect(candidateWordingOf({ id: 'fit', label: 'Team Fit' })).toBe('team Fit');
    expect(candidateWordingOf(undefined)).toBe('');
  });
});

describe('the decision grid maths', () => {
  it('when recommendations are scored, then strong no is 1 and strong yes is 4', () => {
    expect(RECOMMENDATIONS.map(recommendationScore)).toEqual([1, 2, 3, 4]);
  });

  it.each([
    [1, 'Strong no'],
    [1.49, 'Strong no'],
    [1.5, 'No'],
    [2.5, 'Yes'],
    [3.4, 'Yes'],
    [3.5, 'Strong yes'],
    [0, 'Strong no'],
    [9, 'Strong yes'],
  ])('when the average is %s, then its label is %s', (average, label) => {
    expect(recommendationLabelOf(average)).toBe(label);
  });
});
