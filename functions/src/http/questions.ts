import { Router } from 'express';
import { libraryQuestionSchema } from '@hr-portal/contract/schemas';
import { callerOf, requireRole } from './auth-middleware.js';
import { parseInput } from './validate.js';
import { requireSafeId } from '../lib/ids.js';
import { addLibraryQuestion, libraryQuestions, removeLibraryQuestion } from '../flows/questions/library.js';

/** The question library, mounted under /api/questions (hr, admin). */
export const questionsRouter = Router();

/** GET /api/questions -> [{ _id, question, createdAt }], newest first (the whole library: at most 200). */
questionsRouter.get('/', requireRole('admin', 'hr'), async (_req, res) => {
  res.json(await libraryQuestions());
});

/** POST /api/questions { question fields } -> 201 { _id, question, createdAt }, audited. */
questionsRouter.post('/', requireRole('admin', 'hr'), async (req, res) => {
  res.status(201).json(await addLibraryQuestion(callerOf(req), parseInput(libraryQuestionSchema, req.body)));
});

/** DELETE /api/questions/:id: jobs that use a copy keep it. */
questionsRouter.delete('/:id', requireRole('admin', 'hr'), async (req, res) => {
  res.json(await removeLibraryQuestion(callerOf(req), requireSafeId(req.params.id)));
});
