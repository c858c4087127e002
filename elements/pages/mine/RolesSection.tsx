/**
 * The user's roles per service. In the service the page runs in, each other role can be switched
 * to (the router's `switchRole`, as the user menu does); other services list their roles, with
 * the default marked, since a role only applies in its own service.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { toPlatformError } from '../../../core/index.ts';
import type { ServiceRole } from '../../../core/index.ts';
import { useConcepts } from '../../shared/concepts.ts';
import { useLinkedServices } from '../../shell/linked-services.ts';
import { SlButton, SlSpinner } from '../kit/sl.ts';
import type { WorkTextFn } from '../work-text/index.ts';

interface ServiceEntry {
  id: string;
  name: string;
  current: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function RolesSection({ words }: { words: WorkTextFn }) {
  const { state, access, router, notifier } = useConcepts();
  const config = useStore(state.$appConfig);
  const activeRole = useStore(access.$activeRole);
  useStore(state.$user);
  const linked = useLinkedServices();
  const [switching, setSwitching] = useState('');
  const [error, setError] = useState('');
  const currentId = text(config?.ID);
  const services: ServiceEntry[] = [
    ...(currentId ? [{ id: currentId, name: text(config?.NAME) || text(config?.CODE) || currentId, current: true }] : []),
    ...linked.filter((service) => service.id !== currentId).map((service) => ({ id: service.id, name: service.name, current: false })),
  ];

  async function use(role: ServiceRole) {
    setSwitching(role.id);
    setError('');
    try {
      await router.switchRole(role);
      notifier.notify({ kind: 'success', message: words('roleSwitched', role.name || role.code) });
    } catch (failure) {
      setError(toPlatformError(failure).message);
    } finally {
      setSwitching('');
    }
  }

  return (
    <section className="mine-card" aria-labelledby="mine-roles">
      <h3 id="mine-roles">{words('rolesTitle')}</h3>
      {error && (
        <p role="alert" className="mine-error">
          {error}
        </p>
      )}
      <table className="mine-roles">
        <thead>
          <tr>
            <th scope="col">{words('service')}</th>
            <th scope="col">{words('roles')}</th>
          </tr>
        </thead>
        <tbody>
          {services.map((service) => {
            const roles = access.serviceRoles(service.id);
            return (
              <tr key={service.id} data-service={service.id}>
                <th scope="row">
                  {service.name}
                  {service.current && <span className="mine-badge">{words('currentService')}</span>}
                </th>
                <td>
                  {roles.length === 0 && <span className="muted">{words('noRolesHere')}</span>}
                  <ul className="mine-role-list">
                    {roles.map((role) => {
                      const active = service.current && role.id === activeRole?.id;
                      const label = role.name || role.code;
                      return (
                        <li key={role.id} data-role={role.code} className={active ? 'active' : undefined}>
                          <span className="mine-role-name">{label}</span>
                          {role.isDefault && <span className="mine-badge">{words('defaultRole')}</span>}
                          {active && (
                            <span className="mine-badge on" aria-current="true">
                              {words('activeRole')}
                            </span>
                          )}
                          {service.current && !active && (
                            <SlButton
                              size="small"
                              className="use-role"
                              data-role={role.code}
                              aria-label={`${words('useRole')}: ${label}`}
                              disabled={switching !== ''}
                              onClick={() => void use(role)}
                            >
                              {switching === role.id && <SlSpinner slot="prefix" />}
                              {words('useRole')}
                            </SlButton>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {switching && (
        <span className="visually-hidden" role="status">
          {words('switchingRole')}
        </span>
      )}
    </section>
  );
}
