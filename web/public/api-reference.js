/* global document */
// Renders /api/openapi.json as a page people can read: every route by area, who may call it (roles, and the API key
// scope it takes), its parameters, request fields and response fields. Plain DOM, no framework: a static page.
(function () {
  const main = document.getElementById('reference');
  const intro = document.getElementById('intro');

  function element(tag, attributes, children) {
    const node = document.createElement(tag);
    Object.entries(attributes || {}).forEach(([name, value]) => node.setAttribute(name, value));
    (children || []).forEach((child) => node.append(child));
    return node;
  }

  function typeOf(schema) {
    if (!schema) return '';
    if (schema.$ref) return schema.$ref.split('/').pop();
    if (schema.enum) return schema.enum.join(' | ');
    if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
    if (schema.type === 'array') return `${typeOf(schema.items)}[]`;
    return Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type || 'any';
  }

  function fieldsTable(caption, schema) {
    const object = schema && schema.type === 'array' ? schema.items : schema;
    const properties = (object && object.properties) || {};
    const names = Object.keys(properties);
    if (names.length === 0) return null;
    const required = new Set((object && object.required) || []);
    const rows = names.map((name) =>
      element('tr', {}, [
        element('td', {}, [element('code', {}, [name])]),
        element('td', {}, [typeOf(properties[name])]),
        element('td', {}, [required.has(name) ? 'required' : 'optional']),
      ]),
    );
    return element('table', {}, [
      element('caption', {}, [caption]),
      element('thead', {}, [
        element('tr', {}, [element('th', {}, ['field']), element('th', {}, ['type']), element('th', {}, [''])]),
      ]),
      element('tbody', {}, rows),
    ]);
  }

  function who(operation) {
    if (!operation['x-roles']) return 'No session: public, or a signed link.';
    const scope = operation['x-key-scope'] ? ` · API key with ${operation['x-key-scope']}` : ' · not with an API key';
    return `Who: ${operation['x-roles'].join(', ')}${scope}`;
  }

  function render(spec) {
    intro.textContent = spec.info.description;
    const byTag = new Map();
    Object.entries(spec.paths).forEach(([path, methods]) =>
      Object.entries(methods).forEach(([method, operation]) => {
        const tag = operation.tags[0];
        if (!byTag.has(tag)) byTag.set(tag, []);
        byTag.get(tag).push({ path, method, operation });
      }),
    );
    const tags = [...byTag.keys()].sort();
    main.append(
      element('nav', { 'aria-label': 'Areas' }, [
        element(
          'ul',
          {},
          tags.map((tag) => element('li', {}, [element('a', { href: `#${tag}` }, [tag])])),
        ),
      ]),
    );
    tags.forEach((tag) => {
      main.append(element('h2', { id: tag }, [tag]));
      byTag.get(tag).forEach(({ path, method, operation }) => {
        main.append(
          element('h3', {}, [element('span', { class: 'method' }, [method.toUpperCase()]), path]),
          element('p', {}, [operation.summary]),
          element('p', { class: 'who' }, [who(operation)]),
        );
        const query = operation.parameters.filter((parameter) => parameter.in === 'query');
        if (query.length > 0) {
          main.append(
            fieldsTable('Query', {
              properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
              required: query.filter((p) => p.required).map((p) => p.name),
            }),
          );
        }
        const body = operation.requestBody && operation.requestBody.content['application/json'];
        const bodyTable = body && fieldsTable('Body (JSON)', body.schema);
        if (bodyTable) main.append(bodyTable);
        Object.entries(operation.responses)
          .filter(([status]) => status !== 'default')
          .forEach(([status, response]) => {
            const json = response.content && response.content['application/json'];
            const table = json && fieldsTable(`Answer ${status}`, json.schema);
            if (table) main.append(table);
            else main.append(element('p', { class: 'who' }, [`Answer ${status}: ${response.description}`]));
          });
      });
    });
  }

  fetch('/api/openapi.json')
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    })
    .then(render)
    .catch((error) => {
      intro.textContent = `The description could not be loaded (${error.message}). Try again in a moment.`;
    });
})();
