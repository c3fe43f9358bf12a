// A server component reading a plain value of the root entry: a value on the server, not a client reference.
import { EventType } from 'entryway';

export default function ServerValues() {
  return <p data-event={EventType.AuthenticateFlowComplete}>The widget's completion event</p>;
}
