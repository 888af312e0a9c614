import { createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A loopback server that speaks the first message of PostgreSQL's protocol and refuses the
 * client as a real server does when the password is wrong (an ErrorResponse with SQLSTATE
 * 28P01) or asks for a password the client was not given (SCRAM-SHA-256). The local test
 * server trusts every local connection, so it cannot refuse one.
 */
export async function startRefusingPostgres(refusal: 'wrong-password' | 'asks-password') {
  const message = (type: string, body: Buffer) => {
    const head = Buffer.alloc(5);
    head.write(type, 0, 'latin1');
    head.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([head, body]);
  };
  const answer = (socket: Socket) => {
    if (refusal === 'wrong-password') {
      const fields = [
        'SFATAL',
        'VFATAL',
        'C28P01',
        'Mpassword authentication failed for user "shiftcheck"',
      ];
      socket.end(message('E', Buffer.from(`${fields.join('\0')}\0\0`, 'utf8')));
      return;
    }
    const sasl = Buffer.alloc(4);
    sasl.writeInt32BE(10, 0);
    socket.write(message('R', Buffer.concat([sasl, Buffer.from('SCRAM-SHA-256\0\0', 'utf8')])));
    // The client's first SCRAM message is answered with the server's: the client then needs
    // the password it does not have.
    socket.once('data', () => {
      const continues = Buffer.alloc(4);
      continues.writeInt32BE(11, 0);
      const first = Buffer.from('r=nonce,s=c2FsdA==,i=4096', 'utf8');
      socket.write(message('R', Buffer.concat([continues, first])));
    });
  };
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.once('data', () => answer(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () => {
      sockets.forEach((socket) => socket.destroy());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
