/** Shown over the current screen when a write finds the session gone (a 401). */
export function sessionEndedMessage(waitingChanges: number): string {
  if (waitingChanges === 0) return 'Your session has ended. Sign in to carry on.';
  const changes = waitingChanges === 1 ? 'waiting change' : 'waiting changes';
  return `Your session has ended. Sign in to save your ${waitingChanges} ${changes}.`;
}

/** Asked of the next person to sign in on a device that holds someone else's unsaved changes. */
export function otherAccountChangesMessage(count: number, owners: readonly string[]): string {
  const who = owners.length > 0 ? owners.join(', ') : 'another account';
  const changes = count === 1 ? '1 change' : `${count} changes`;
  const have = count === 1 ? 'has' : 'have';
  return `${changes} made on this device by ${who} ${have} not been saved yet. They are sent only when ${who} signs in again on this device.`;
}
