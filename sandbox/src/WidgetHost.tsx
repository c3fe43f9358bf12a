/**
 * Mounts the login widget with `entryway/stytch`'s `mountLogin` (Stytch's prebuilt-UI config, as an app would
 * write it) into a fresh host element for every configuration, so a shadow root from a previous mount never
 * lingers. Mount errors (e.g. a bad selector) are shown instead of a blank space.
 */
import { useEffect, useRef, useState } from 'react';
import { mountLogin } from 'entryway/stytch';
import { client } from './client';
import { logCallbacks } from './eventLog';
import { formatConfig, projectPatch, stytchConfig, type SandboxConfig } from './params';
import { simApi } from './simApi';

export const HOST_ID = 'widget-host';

export function WidgetHost({ config, generation }: { config: SandboxConfig; generation: number }) {
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
      // Scenario settings that are project state in the simulator (e.g. the strength policy) go first, before the
      // widget can make a request that depends on them.
      const patch = projectPatch(config);
      if (Object.keys(patch).length > 0) {
        try {
          await simApi.configure(patch);
        } catch (e) {
          setError(`Could not apply the simulator settings: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
      if (cancelled) return;
      try {
        mounted = mountLogin({
          elementId: config.elementId ?? `#${HOST_ID}`,
          client,
          config: stytchConfig(config),
          callbacks: logCallbacks,
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
      {error ? (
        <p className="sb-error" role="alert" data-testid="mount-error">
          {error}
        </p>
      ) : null}
      <div ref={slot} className="sb-widget-slot" />
    </>
  );
}
