import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UiProvider } from '../../../components/ui/provider';
import { EMPTY_JOB_FORM } from '../job-form-values';
import { JobForm } from './job-form';

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UiProvider>
        <JobForm initial={EMPTY_JOB_FORM} editing={false} onSubmit={onSubmit} onCancel={() => {}} />
      </UiProvider>
    </QueryClientProvider>,
  );
  return onSubmit;
}

describe('JobForm', () => {
  it('when questions are added, then a choice question with a must-have rule and a number range are sent', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Designer');
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Question 1 type' }), 'single_choice');
    await userEvent.type(screen.getByRole('textbox', { name: 'Question 1' }), 'Your German');
    await userEvent.type(screen.getByRole('textbox', { name: /Choices/ }), 'Basic{Enter}Fluent{Enter}Native');
    await userEvent.click(screen.getByRole('checkbox', { name: /Must-have/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Must-have choices/ }), 'Fluent{Enter}Native');
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Required' })[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Question 2 type' }), 'number');
    await userEvent.type(screen.getByRole('textbox', { name: 'Question 2' }), 'Years of experience');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Question 2 smallest answer' }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create Job' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0].questions).toEqual([
      {
        id: 'your-german',
        type: 'single_choice',
        label: 'Your German',
        required: true,
        options: [
          { id: 'basic', label: 'Basic' },
          { id: 'fluent', label: 'Fluent' },
          { id: 'native', label: 'Native' },
        ],
        rule: { oneOf: ['fluent', 'native'] },
      },
      { id: 'years-of-experience', type: 'number', label: 'Years of experience', required: false, limits: { min: 0 } },
    ]);
  });

  it('when a must-have names a choice the question does not have, then the form says so and sends nothing', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Designer');
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Question 1 type' }), 'single_choice');
    await userEvent.type(screen.getByRole('textbox', { name: 'Question 1' }), 'Office');
    await userEvent.type(screen.getByRole('textbox', { name: /Choices/ }), 'Berlin{Enter}Lisbon');
    await userEvent.click(screen.getByRole('checkbox', { name: /Must-have/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Must-have choices/ }), 'Madrid');
    await userEvent.click(screen.getByRole('button', { name: 'Create Job' }));
    expect(await screen.findByText('Office: The rule names an option the question does not have')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when stages are edited, then they are sent in their new order with the new ones named', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Designer');
    await userEvent.click(screen.getByRole('button', { name: 'Remove stage 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move stage 4 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add stage' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Stage 5 name' }), 'Portfolio review');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stage 5 shows candidates' }), 'shortlisted');
    await userEvent.click(screen.getByRole('button', { name: 'Create Job' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(
      onSubmit.mock.calls[0]![0].stages.map(
        (stage: { name: string; status: string }) => `${stage.name}:${stage.status}`,
      ),
    ).toEqual([
      'Applied:applied',
      'Interview:shortlisted',
      'Hired:selected',
      'Offer:shortlisted',
      'Portfolio review:shortlisted',
    ]);
  });

  it('when an interview kit is written, then its attributes and one question per line are sent', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Designer');
    await userEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Attribute 1 name' }), ' Craft ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Attribute 1 description' }), 'Pixel care');
    await userEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Attribute 2 name' }), 'Teamwork');
    await userEvent.type(screen.getByRole('textbox', { name: /Questions/ }), 'Show a project{enter}{enter} Why us? ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Job' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].kit).toEqual({
      attributes: [{ name: 'Craft', description: 'Pixel care' }, { name: 'Teamwork' }],
      questions: ['Show a project', 'Why us?'],
    });
  });

  it('when a kit attribute has no name, then the form says so and sends nothing', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Designer');
    await userEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Job' }));
    expect(await screen.findByText('An attribute needs a name')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when two stages share a name, then the form says so and sends nothing', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Designer');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Stage 2 name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Stage 2 name' }), 'applied');
    await userEvent.click(screen.getByRole('button', { name: 'Create Job' }));
    expect(await screen.findByText('Stage names must differ')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when the title is blank, then the contract message shows under it and nothing is sent', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Job' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when a tag is too long, then the message says so under Tags', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Analyst');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tags' }), `sql, ${'x'.repeat(41)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Create Job' }));
    expect(await screen.findByText('Each tag must be at most 40 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when valid, then the converted input is sent (salary a number, tags split and trimmed)', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), ' Analyst ');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Salary' }), '52000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tags' }), ' sql, , python');
    await userEvent.click(screen.getByRole('button', { name: 'Create Job' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      title: 'Analyst',
      description: '',
      department: '',
      location: '',
      salary: 52000,
      jobType: 'full-time',
      tags: ['sql', 'python'],
      experienceRequired: '',
      isActive: true,
      // A new job starts with the default stages (their list is checked by the API tests).
      stages: EMPTY_JOB_FORM.stages,
      validThrough: null,
      salaryPeriod: 'YEAR',
      remote: false,
      remoteCountries: [],
      questions: [],
    });
  });
});
