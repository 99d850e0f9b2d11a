import { Router } from 'express';
import { surveyAnswerSchema } from '@hr-portal/contract/schemas';
import { callerOf, requireRole } from './auth-middleware.js';
import { parseInput } from './validate.js';
import { requireSafeId } from '../lib/ids.js';
import { answerSurvey, surveyOffer } from '../flows/survey/survey.js';

/** The voluntary diversity survey applicants are offered after applying, mounted under /api/survey. */
export const surveyRouter = Router();

/**
 * GET /api/survey?application= -> SurveyOfferDto (candidate, employee): the categories when the survey is on and
 * that application's survey was not answered yet; `enabled: false` otherwise.
 */
surveyRouter.get('/', requireRole('candidate', 'employee'), async (req, res) => {
  const application = typeof req.query.application === 'string' ? req.query.application : undefined;
  res.json(await surveyOffer(callerOf(req), application));
});

/**
 * POST /api/survey/:applicationId { consent: true, noticeVersion, answers } (the applicant): stored apart from
 * the application, once per application.
 */
surveyRouter.post('/:applicationId', requireRole('candidate', 'employee'), async (req, res) => {
  const input = parseInput(surveyAnswerSchema, req.body);
  res.status(201).json(await answerSurvey(callerOf(req), requireSafeId(req.params.applicationId), input));
});
