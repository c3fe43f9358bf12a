/**
 * Mounts the login widget with `entryway/stytch`'s `mountLogin` (Stytch's prebuilt-UI config, as an app would
 * write it) into a fresh host element for every configuration, so a shadow root from a previous mount never
 * lingers. Mount errors (e.g. a bad selector) are shown instead of a blank space.
 */
import { StrictMode, useEffect, useMemo, useRef, useState } from 'react';
import { mountLogin, pluginsFromConfig } from 'entryway/stytch';
import { Login } from 'entryway/react';
import { client } from './client';
import { logCallbacks } from './eventLog';
import { DEVELOPMENT_BUILD, formatConfig, projectPatch, stytchConfig, type SandboxConfig } from './params';
import { simApi } from './simApi';

export const HOST_ID = 'widget-host';

interface HostProps {
  config: SandboxConfig;
  generation: number;
}

export function WidgetHost(props: HostProps) {
  return props.config.react ? <ReactWidgetHost {...props} /> : <MountedWidgetHost {...props} />;
}

/** What went wrong while mounting (a bad selector, the simulator unreachable), instead of a blank space. */
function MountError({ error }: { error: string | null }) {
  return error ? (
    <p className="sb-error" role="alert" data-testid="mount-error">
      {error}
    </p>
  ) : null;
}

/**
 * Scenario settings that are project state in the simulator (e.g. the strength policy) go first, before the widget
 * can make a request that depends on them. Resolves with what went wrong, if anything.
 */
async function applyProjectPatch(config: SandboxConfig): Promise<string | null> {
  const patch = projectPatch(config);
  if (Object.keys(patch).length === 0) return null;
  try {
    await simApi.configure(patch);
    return null;
  } catch (e) {
    return `Could not apply the simulator settings: ${e instanceof Error ? e.message : String(e)}`;
  }
}

/**
 * `?react=strict`: the same configuration through `entryway/react`'s `<Login/>` inside `<React.StrictMode>` (in a
 * development build effects then run mount → cleanup → mount, as in an app created from a React template).
 */
function ReactWidgetHost({ config, generation }: HostProps) {
  const key = `${formatConfig(config)}#${generation}`;
  const [ready, setReady] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void applyProjectPatch(config).then((problem) => {
      if (cancelled) return;
      setError(problem);
      setReady(key);
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` captures every field of `config`
  }, [key]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` captures every field of `config`
  const plugins = useMemo(() => pluginsFromConfig(stytchConfig(config)).plugins, [key]);
  return (
    <>
      <MountError error={error} />
      <div className="sb-widget-slot">
        <div
          id={HOST_ID}
          className="sb-widget-host"
          data-testid="widget-host"
          data-shadow={config.shadow ? '1' : '0'}
          data-react="strict"
          data-react-build={DEVELOPMENT_BUILD ? 'development' : 'production'}
        >
          {ready === key ? (
            <StrictMode>
              <Login
                key={key}
                client={client}
                plugins={plugins}
                callbacks={logCallbacks}
                sessionOptions={{ sessionDurationMinutes: 60 }}
                enableShadowDOM={config.shadow}
                locale={config.locale ?? undefined}
                devtools={{ name: 'entryway sandbox: login (React)' }}
              />
            </StrictMode>
          ) : null}
        </div>
      </div>
    </>
  );
}

function MountedWidgetHost({ config, generation }: HostProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const key = formatConfig(config);

  useEffect(() => {
    const host = document.createElement('div');
    host.id = HOST_ID;
    host.className = 'sb-widget-host';
    host.dataset.testid = 'widget-host';
    host.dataset.shadow = config.shadow ? '1' : '0';
    slot.current!.replaceChildren(host);
    setError(null);
    let mounted: { unmount(): void } | null = null;
    let cancelled = false;
    void (async () => {
      const problem = await applyProjectPatch(config);
      if (problem) setError(problem);
      if (cancelled) return;
      try {
        mounted = mountLogin({
          elementId: config.elementId ?? `#${HOST_ID}`,
          client,
          config: stytchConfig(config),
          callbacks: logCallbacks,
          // `?scheme=dark|auto`: the widget's colour scheme (e2e of the dark palette).
          styles: {
            colorScheme:
              (new URLSearchParams(window.location.search).get('scheme') as 'dark' | 'auto' | null) ?? 'light',
          },
          locale: config.locale ?? undefined,
          devtools: { name: 'entryway sandbox: login' },
        });
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      }
    })();
    return () => {
      cancelled = true;
      host.remove();
      // The widget is a React root of its own: unmounting it inside this root's effect clean-up (a commit) makes
      // React warn about a race, so it happens right after.
      const previous = mounted;
      if (previous) setTimeout(() => previous.unmount(), 0);
    };
    // `key` captures every field of `config`; `generation` remounts after a simulator reset.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, generation]);

  return (
    <>
      <MountError error={error} />
      <div ref={slot} className="sb-widget-slot" />
    </>
  );
}
