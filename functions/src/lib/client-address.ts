import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * The client's address, the same whichever way a request came in. X-Forwarded-For's last entry is written by
 * Google's front end: the address that connected to it, which no client chooses. Through Hosting that is a node
 * of Hosting's CDN, and the CDN put the client's address just before it; called at the function's own URL it is
 * the client itself. So the last entry is trusted as a proxy only when it is one of the CDN's addresses, and
 * nothing further left is ever read: a forged header can never choose the address on either path.
 */

/**
 * The ranges Firebase Hosting's CDN (Fastly) reaches Google's front end from, as Fastly publishes them
 * (api.fastly.com/public-ip-list). A deployment overrides them with HOSTING_EGRESS_CIDRS when they change.
 */
export const HOSTING_EGRESS_CIDRS = [
  '23.235.32.0/20',
  '43.249.72.0/22',
  '103.244.50.0/24',
  '103.245.222.0/23',
  '103.245.224.0/24',
  '104.156.80.0/20',
  '140.248.64.0/18',
  '140.248.128.0/17',
  '146.75.0.0/17',
  '151.101.0.0/16',
  '157.52.64.0/18',
  '167.82.0.0/17',
  '167.82.128.0/20',
  '167.82.160.0/20',
  '167.82.224.0/20',
  '172.111.64.0/18',
  '185.31.16.0/22',
  '199.27.72.0/21',
  '199.232.0.0/16',
  '2a04:4e40::/32',
  '2a04:4e42::/32',
];

/** CIDRs ("151.101.0.0/16", "2a04:4e42::/32", a bare address) as a set to test addresses against. */
export function addressList(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [network = '', bits] = cidr.trim().split('/');
    const type = isIPv6(network) ? 'ipv6' : 'ipv4';
    if (!isIPv4(network) && !isIPv6(network)) throw new Error(`Not an address range: ${cidr}`);
    list.addSubnet(network, Number(bits ?? (type === 'ipv6' ? 128 : 32)), type);
  }
  return list;
}

const inList = (list: BlockList, address: string) => {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return (isIPv4(plain) && list.check(plain, 'ipv4')) || (isIPv6(plain) && list.check(plain, 'ipv6'));
};

/**
 * Express's `trust proxy` for the deployed function: hop 0 is the socket (Cloud Run's own proxy), hop 1 the last
 * X-Forwarded-For entry, trusted only when it is Hosting's CDN; everything further left is the client's to say.
 */
export function clientAddressTrust(hostingEgress: BlockList): (address: string, hop: number) => boolean {
  return (address, hop) => hop === 0 || (hop === 1 && inList(hostingEgress, address));
}
