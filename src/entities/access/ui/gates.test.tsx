import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ERROR_MESSAGES } from '@domain/contract';
import { AccessContext, openAccess, type AccessRules } from '../model/access';
import { FeatureGate, ResourceGate } from './gates';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'es',
  resources: { es: { errors: { resourceUnavailableTitle: ERROR_MESSAGES.resourceUnavailableTitle.es, resourceUnavailableText: ERROR_MESSAGES.resourceUnavailableText.es } } },
});

function renderWith(rules: AccessRules, ui: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <AccessContext.Provider value={rules}>{ui}</AccessContext.Provider>
    </I18nextProvider>,
  );
}

const closed: AccessRules = {
  feature: (name) => (name === 'blog' ? 'disabled' : 'hidden'),
  resource: (resource) => ({ resource, label: resource, status: 'DISABLED' }),
};

describe('FeatureGate', () => {
  it('renders the page while the feature is enabled', () => {
    renderWith(openAccess, <FeatureGate feature="blog">Blog</FeatureGate>);
    expect(screen.getByText('Blog')).toBeInTheDocument();
  });

  it.each(['blog', 'pricing'] as const)('renders nothing when %s is off', (feature) => {
    const { container } = renderWith(closed, <FeatureGate feature={feature}>Contenido</FeatureGate>);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ResourceGate', () => {
  it('renders its content when the resource is ENABLED (today, always)', () => {
    renderWith(openAccess, <ResourceGate resource="createValid">Crear</ResourceGate>);
    expect(screen.getByText('Crear')).toBeInTheDocument();
  });

  it('renders nothing for a disabled resource', () => {
    const { container } = renderWith(closed, <ResourceGate resource="createValid">Crear</ResourceGate>);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the spec’s unavailable message when asked to', () => {
    renderWith(closed, <ResourceGate resource="createRanking" showError>Crear</ResourceGate>);
    expect(screen.queryByText('Crear')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Recurso no disponible o deshabilitado');
    expect(screen.getByRole('alert')).toHaveTextContent('Lo sentimos, por el momento el recurso que estas intentando acceder no se encuentra disponible');
  });

  it('prefers the title and text the access check carries', () => {
    const custom: AccessRules = { ...closed, resource: (resource) => ({ resource, label: resource, status: 'HIDDEN', customInfo: { title: 'Plan Club', description: 'Disponible en el plan Club' } }) };
    renderWith(custom, <ResourceGate resource="createClub" showError>Crear</ResourceGate>);
    expect(screen.getByRole('alert')).toHaveTextContent('Plan ClubDisponible en el plan Club');
  });
});
