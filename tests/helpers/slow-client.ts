/** A slowloris client: opens a connection, sends part of a request and waits for the server to hang up. */
import { connect } from 'node:net'

/**
 * Sends `head` (an incomplete request) to 127.0.0.1:port and nothing more; resolves with the
 * response bytes the server sent before it closed the connection.
 */
export function sendAndWaitForClose(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head))
    let received = ''
    socket.setEncoding('utf8')
    socket.on('data', (d: string) => (received += d))
    socket.on('error', (err: NodeJS.ErrnoException) => {
      // A reset is the server hanging up too.
      if (err.code === 'ECONNRESET') resolve(received)
      else reject(err)
    })
    socket.on('close', () => resolve(received))
  })
}
