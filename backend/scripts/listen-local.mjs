// Preloaded into `medusa start` (node --import): Medusa 1.20 calls app.listen(port) without a host,
// so the server would listen on every interface. This binds a listen() given only a port to MEDUSA_HOST.
import net from 'node:net'

const host = process.env.MEDUSA_HOST || '127.0.0.1'
const listen = net.Server.prototype.listen

net.Server.prototype.listen = function (...args) {
  const portOnly = typeof args[0] === 'number' || (typeof args[0] === 'string' && /^\d+$/.test(args[0]))
  if (portOnly && typeof args[1] !== 'string') args.splice(1, 0, host)
  return listen.apply(this, args)
}
