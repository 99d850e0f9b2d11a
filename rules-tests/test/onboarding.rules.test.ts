import { doc, setDoc } from 'firebase/firestore';
import { describe } from 'vitest';
import { useRulesEnvironment } from './environment';
import { ruleMatrix } from './matrix';

const env = useRulesEnvironment(async (db) => {
  await setDoc(doc(db, 'onboardingTemplates/template-1'), {
    name: 'Engineering onboarding',
    tasks: [{ id: 'welcome-call', title: 'Welcome call', owner: 'hr', dueDay: -7, kind: 'todo' }],
    isDefault: true,
  });
});

describe('onboarding templates: hr and admins use them through the API; no client reads or writes them', () => {
  ruleMatrix(env, {
    path: 'onboardingTemplates/template-1',
    collection: 'onboardingTemplates',
    allowed: { get: [], list: [], create: [], update: [], delete: [] },
  });
});
