import { Box, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@hr-portal/contract';
import { chooseLanguage } from '../lib/language-choice';
import { currentLanguage } from '../lib/i18n';

/**
 * "Language: Deutsch": the languages candidate screens speak, each named in itself. A plain select (no menu
 * library): it is on /login, whose first load has a budget, and every browser makes it keyboard and
 * screen-reader friendly.
 */
const Select = chakra('select');

export function LanguageSwitcher() {
  const { t } = useLingui();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function onChange(value: string) {
    if (!isLanguage(value)) return;
    setBusy(true);
    setFailed(false);
    try {
      await chooseLanguage(value);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Box display="flex" alignItems="center" gap="2" fontSize="sm">
      <label htmlFor={id}>{t`Language`}</label>
      <Select
        id={id}
        value={currentLanguage()}
        disabled={busy}
        onChange={(event) => void onChange(event.target.value)}
        borderWidth="1px"
        borderColor="gray.300"
        borderRadius="md"
        bg="white"
        px="2"
        py="1"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </Select>
      {failed && (
        <Box as="span" role="alert" color="red.600">
          {t`The language could not be saved`}
        </Box>
      )}
    </Box>
  );
}
