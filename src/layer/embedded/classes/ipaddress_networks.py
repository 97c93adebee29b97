# `ipaddress`'s networks, interfaces, and the functions making and merging them; read as one
# module with `ipaddress.py` (the addresses, and the text they are read from and written as).


class _BaseNetwork(_Ordered):
    """What IPv4 and IPv6 networks share: a network address and a prefix length, the mask
    and broadcast address computed from them."""

    def _setup(self, address, strict):
        # The work of both constructors once the class's parsers are known.
        address, mask = _split_prefix(address, self._max_prefixlen)
        self.network_address = self._address(address)
        self._prefixlen = self._prefix(mask)
        ones = (1 << self._max_prefixlen) - 1
        self._mask = ones ^ (ones >> self._prefixlen)
        number = self.network_address._ip
        if number & self._mask != number:
            if strict:
                raise ValueError(f"{self} has host bits set")
            self.network_address = self._address(number & self._mask)

    @property
    def max_prefixlen(self):
        return self._max_prefixlen

    @property
    def version(self):
        return self._version

    @property
    def prefixlen(self):
        return self._prefixlen

    @property
    def netmask(self):
        return self._address(self._mask)

    @property
    def hostmask(self):
        return self._address(self._mask ^ ((1 << self._max_prefixlen) - 1))

    @property
    def broadcast_address(self):
        return self._address(self.network_address._ip | self.hostmask._ip)

    @property
    def num_addresses(self):
        return self.hostmask._ip + 1

    @property
    def with_prefixlen(self):
        return f"{self.network_address}/{self._prefixlen}"

    @property
    def with_netmask(self):
        return f"{self.network_address}/{self.netmask}"

    @property
    def with_hostmask(self):
        return f"{self.network_address}/{self.hostmask}"

    @property
    def compressed(self):
        return str(self)

    @property
    def exploded(self):
        return f"{self.network_address.exploded}/{self._prefixlen}"

    @property
    def reverse_pointer(self):
        return self._reverse(str(self))

    def __str__(self):
        return f"{self.network_address}/{self._prefixlen}"

    def __repr__(self):
        return f"{type(self).__name__}({str(self)!r})"

    def __format__(self, spec):
        if spec:
            raise TypeError(f"unsupported format string passed to {type(self).__name__}.__format__")
        return str(self)

    def __hash__(self):
        return hash(self.network_address._ip ^ self._mask)

    def __eq__(self, other):
        if not isinstance(other, _BaseNetwork):
            return NotImplemented
        return (
            self._version == other._version
            and self.network_address == other.network_address
            and self._mask == other._mask
        )

    def _key(self, other):
        if not isinstance(other, _BaseNetwork):
            return False
        if self._version != other._version:
            raise TypeError(f"{self} and {other} are not of the same version")
        return True

    def __lt__(self, other):
        if not self._key(other):
            return NotImplemented
        if self.network_address != other.network_address:
            return self.network_address < other.network_address
        return self._mask < other._mask

    def __iter__(self):
        first = self.network_address._ip
        for number in range(first, first + self.num_addresses):
            yield self._address(number)

    def __getitem__(self, n):
        first = self.network_address._ip
        last = self.broadcast_address._ip
        if n >= 0:
            if first + n > last:
                raise IndexError("address out of range")
            return self._address(first + n)
        if last + n + 1 < first:
            raise IndexError("address out of range")
        return self._address(last + n + 1)

    def __contains__(self, other):
        # An address of the network; a network, or anything of the other version, never is.
        if self._version != other._version:
            return False
        if isinstance(other, _BaseNetwork):
            return False
        return other._ip & self._mask == self.network_address._ip

    def hosts(self):
        # The usable addresses: all but the network and broadcast addresses, save for a
        # two-address network (both, as an iterator) and a one-address one (a list of it).
        if self._prefixlen == self._max_prefixlen:
            return [self.network_address]
        if self._prefixlen == self._max_prefixlen - 1:
            return iter(self)
        return self._hosts()

    def _hosts(self):
        first = self.network_address._ip
        for number in range(first + 1, first + self.num_addresses - 1):
            yield self._address(number)

    def overlaps(self, other):
        return (
            self.network_address in other
            or self.broadcast_address in other
            or other.network_address in self
            or other.broadcast_address in self
        )

    def subnet_of(self, other):
        return _subnet_of(self, other)

    def supernet_of(self, other):
        return _subnet_of(other, self)

    def subnets(self, prefixlen_diff=1, new_prefix=None):
        # A generator, as CPython's: a bad argument is raised by the first `next()`.
        if self._prefixlen == self._max_prefixlen:
            yield self
            return
        if new_prefix is not None:
            if new_prefix < self._prefixlen:
                raise ValueError("new prefix must be longer")
            if prefixlen_diff != 1:
                raise ValueError("cannot set prefixlen_diff and new_prefix")
            prefixlen_diff = new_prefix - self._prefixlen
        if prefixlen_diff < 0:
            raise ValueError("prefix length diff must be > 0")
        new_prefixlen = self._prefixlen + prefixlen_diff
        if new_prefixlen > self._max_prefixlen:
            raise ValueError(f"prefix length diff {new_prefixlen} is invalid for netblock {self}")
        first = self.network_address._ip
        step = self.num_addresses >> prefixlen_diff
        for number in range(first, first + self.num_addresses, step):
            yield self._network(number, new_prefixlen)

    def supernet(self, prefixlen_diff=1, new_prefix=None):
        if self._prefixlen == 0:
            return self
        if new_prefix is not None:
            if new_prefix > self._prefixlen:
                raise ValueError("new prefix must be shorter")
            if prefixlen_diff != 1:
                raise ValueError("cannot set prefixlen_diff and new_prefix")
            prefixlen_diff = self._prefixlen - new_prefix
        new_prefixlen = self._prefixlen - prefixlen_diff
        if new_prefixlen < 0:
            raise ValueError(
                f"current prefixlen is {self._prefixlen}, cannot have a prefixlen_diff of {prefixlen_diff}"
            )
        return self._network(self.network_address._ip & (self._mask << prefixlen_diff), new_prefixlen)

    def address_exclude(self, other):
        # Checked at once, then the networks left when `other` is taken out, as a generator.
        _same_version(self, other)
        if not isinstance(other, _BaseNetwork):
            raise TypeError(f"{other} is not a network object")
        if not other.subnet_of(self):
            raise ValueError(f"{other} not contained in {self}")
        return self._exclude(other)

    def _exclude(self, other):
        if other == self:
            return
        low, high = self.subnets()
        while low != other and high != other:
            if other.subnet_of(low):
                yield high
                low, high = low.subnets()
            else:
                yield low
                low, high = high.subnets()
        if low == other:
            yield high
        else:
            yield low

    def compare_networks(self, other):
        _same_version(self, other)
        if self.network_address != other.network_address:
            return -1 if self.network_address < other.network_address else 1
        if self._mask != other._mask:
            return -1 if self._mask < other._mask else 1
        return 0

    @property
    def is_multicast(self):
        return self.network_address.is_multicast and self.broadcast_address.is_multicast

    @property
    def is_reserved(self):
        return self.network_address.is_reserved and self.broadcast_address.is_reserved

    @property
    def is_link_local(self):
        return self.network_address.is_link_local and self.broadcast_address.is_link_local

    @property
    def is_loopback(self):
        return self.network_address.is_loopback and self.broadcast_address.is_loopback

    @property
    def is_unspecified(self):
        return self.network_address.is_unspecified and self.broadcast_address.is_unspecified

    @property
    def is_private(self):
        first = self.network_address._ip
        last = self.broadcast_address._ip
        bits = self._max_prefixlen
        return any(_within(first, bits, b) and _within(last, bits, b) for b in self._private_blocks())


def _subnet_of(a, b):
    if not isinstance(a, _BaseNetwork) or not isinstance(b, _BaseNetwork):
        raise TypeError(f"Unable to test subnet containment between {a} and {b}")
    _same_version(a, b)
    return b.network_address <= a.network_address and b.broadcast_address >= a.broadcast_address


class IPv4Network(_BaseNetwork):
    """An IPv4 network: `"10.0.0.0/8"`, `"10.0.0.0/255.0.0.0"`, `(address, prefixlen)`, an
    address alone (a /32); `strict=False` clears host bits instead of refusing them."""

    _version = 4
    _max_prefixlen = 32

    def __init__(self, address, strict=True):
        self._setup(address, strict)

    def _address(self, number):
        return IPv4Address(number)

    def _network(self, number, prefixlen):
        return IPv4Network((number, prefixlen))

    def _prefix(self, mask):
        return _v4_prefix(mask)

    def _private_blocks(self):
        return _V4_PRIVATE

    def _reverse(self, text):
        return ".".join(reversed(text.split("."))) + ".in-addr.arpa"

    @property
    def is_global(self):
        first = self.network_address._ip
        last = self.broadcast_address._ip
        shared = _within(first, 32, _V4_SHARED) and _within(last, 32, _V4_SHARED)
        return not shared and not self.is_private


class IPv6Network(_BaseNetwork):
    """An IPv6 network: `"2001:db8::/32"`, `(address, prefixlen)`, an address alone (a /128)."""

    _version = 6
    _max_prefixlen = 128

    def __init__(self, address, strict=True):
        self._setup(address, strict)

    def _address(self, number):
        return IPv6Address(number)

    def _network(self, number, prefixlen):
        return IPv6Network((number, prefixlen))

    def _prefix(self, mask):
        return _v6_prefix(mask)

    def _private_blocks(self):
        return _V6_PRIVATE

    def _reverse(self, text):
        return ".".join(self.exploded[::-1].replace(":", "")) + ".ip6.arpa"

    @property
    def is_global(self):
        return not self.is_private

    @property
    def is_site_local(self):
        return self.network_address.is_site_local and self.broadcast_address.is_site_local


class _Interface:
    """What both interface classes add to their address class: the network around it."""

    @property
    def hostmask(self):
        return self.network.hostmask

    @property
    def with_prefixlen(self):
        return f"{self.ip}/{self._prefixlen}"

    @property
    def with_netmask(self):
        return f"{self.ip}/{self.netmask}"

    @property
    def with_hostmask(self):
        return f"{self.ip}/{self.hostmask}"

    def __eq__(self, other):
        # Equal addresses, then equal networks (an interface is never equal to a bare address).
        if not isinstance(other, _BaseAddress):
            return NotImplemented
        if self._ip != other._ip or self._version != other._version or self._scope() != other._scope():
            return False
        if not isinstance(other, _Interface):
            return False
        return self.network == other.network

    def __lt__(self, other):
        if not self._key(other):
            return NotImplemented
        if not isinstance(other, _Interface):
            # An address is ordered before every interface.
            return False
        if self.network != other.network:
            return self.network < other.network
        return self._ip < other._ip

    def __hash__(self):
        return hash((self._ip, self._prefixlen, self.network.network_address._ip))


class IPv4Interface(_Interface, IPv4Address):
    """An address with the network it sits in: `"10.0.0.5/24"`."""

    def __init__(self, address):
        address, mask = _split_prefix(address, 32)
        IPv4Address.__init__(self, address)
        self.network = IPv4Network((address, mask), strict=False)
        self.netmask = self.network.netmask
        self._prefixlen = self.network._prefixlen

    def _address(self, number):
        return IPv4Interface(number)

    @property
    def ip(self):
        return IPv4Address(self._ip)

    def __str__(self):
        return self.with_prefixlen


class IPv6Interface(_Interface, IPv6Address):
    """An IPv6 address with the network it sits in: `"2001:db8::5/64"`."""

    def __init__(self, address):
        address, mask = _split_prefix(address, 128)
        IPv6Address.__init__(self, address)
        self.network = IPv6Network((address, mask), strict=False)
        self.netmask = self.network.netmask
        self._prefixlen = self.network._prefixlen

    def _address(self, number):
        return IPv6Interface(number)

    @property
    def ip(self):
        return IPv6Address(self._ip)

    def __str__(self):
        return f"{IPv6Address.__str__(self)}/{self._prefixlen}"

    @property
    def exploded(self):
        return f"{_v6_exploded(self._ip)}/{self._prefixlen}"

    @property
    def is_unspecified(self):
        return self._ip == 0 and self.network.is_unspecified

    @property
    def is_loopback(self):
        return self._ip == 1 and self.network.is_loopback


def ip_address(address):
    """An `IPv4Address` or `IPv6Address`, whichever `address` is."""
    try:
        return IPv4Address(address)
    except (AddressValueError, NetmaskValueError):
        pass
    try:
        return IPv6Address(address)
    except (AddressValueError, NetmaskValueError):
        pass
    raise ValueError(f"{address!r} does not appear to be an IPv4 or IPv6 address")


def ip_network(address, strict=True):
    """An `IPv4Network` or `IPv6Network`; host bits set are an error unless `strict=False`."""
    try:
        return IPv4Network(address, strict)
    except (AddressValueError, NetmaskValueError):
        pass
    try:
        return IPv6Network(address, strict)
    except (AddressValueError, NetmaskValueError):
        pass
    raise ValueError(f"{address!r} does not appear to be an IPv4 or IPv6 network")


def ip_interface(address):
    """An `IPv4Interface` or `IPv6Interface`."""
    try:
        return IPv4Interface(address)
    except (AddressValueError, NetmaskValueError):
        pass
    try:
        return IPv6Interface(address)
    except (AddressValueError, NetmaskValueError):
        pass
    raise ValueError(f"{address!r} does not appear to be an IPv4 or IPv6 interface")


def v4_int_to_packed(address):
    try:
        return address.to_bytes(4, "big")
    except OverflowError:
        raise ValueError("Address negative or too large for IPv4") from None


def v6_int_to_packed(address):
    try:
        return address.to_bytes(16, "big")
    except OverflowError:
        raise ValueError("Address negative or too large for IPv6") from None


def _network_of(address, prefixlen):
    if address._version == 4:
        return IPv4Network((address._ip, prefixlen))
    return IPv6Network((address._ip, prefixlen))


def summarize_address_range(first, last):
    """The fewest networks covering the addresses from `first` to `last`, in order."""
    if not (isinstance(first, _BaseAddress) and isinstance(last, _BaseAddress)):
        raise TypeError("first and last must be IP addresses, not networks")
    if first.version != last.version:
        raise TypeError(f"{first} and {last} are not of the same version")
    if first > last:
        raise ValueError("last IP address must be greater than first")
    return _summarize(first, last)


def _summarize(first, last):
    bits = first._max_prefixlen
    ones = (1 << bits) - 1
    low = first._ip
    high = last._ip
    while low <= high:
        nbits = min(_right_zero_bits(low, bits), (high - low + 1).bit_length() - 1)
        yield _network_of(first._address(low), bits - nbits)
        low += 1 << nbits
        if low - 1 == ones:
            break


def collapse_addresses(addresses):
    """The networks and addresses given, merged into the fewest networks covering them, in
    order. Mixing IPv4 and IPv6 is a `TypeError`."""
    singles = []
    nets = []
    for ip in addresses:
        if isinstance(ip, _BaseAddress):
            if singles and singles[-1]._version != ip._version:
                raise TypeError(f"{ip} and {singles[-1]} are not of the same version")
            singles.append(ip)
        elif ip._prefixlen == ip._max_prefixlen:
            if singles and singles[-1]._version != ip._version:
                raise TypeError(f"{ip} and {singles[-1]} are not of the same version")
            singles.append(ip.network_address)
        else:
            if nets and nets[-1]._version != ip._version:
                raise TypeError(f"{ip} and {nets[-1]} are not of the same version")
            nets.append(ip)
    blocks = []
    singles = sorted(set(singles))
    if singles:
        start = singles[0]
        end = singles[0]
        for ip in singles[1:]:
            if ip._ip != end._ip + 1:
                blocks.extend(_summarize(start, end))
                start = ip
            end = ip
        blocks.extend(_summarize(start, end))
    return _merged(blocks + nets)


def _merged(networks):
    # Pairs of sibling networks merged into their supernet until none is left, then every
    # network inside an earlier one dropped.
    pending = list(networks)
    by_supernet = {}
    while pending:
        net = pending.pop()
        parent = net.supernet()
        existing = by_supernet.get(parent)
        if existing is None:
            by_supernet[parent] = net
        elif existing != net:
            del by_supernet[parent]
            pending.append(parent)
    last = None
    for net in sorted(by_supernet.values()):
        if last is not None and last.broadcast_address >= net.broadcast_address:
            continue
        yield net
        last = net


def get_mixed_type_key(obj):
    """A sort key putting networks and addresses of both versions in one order."""
    if isinstance(obj, _BaseNetwork):
        return (obj._version, obj.network_address, obj.netmask)
    if isinstance(obj, _BaseAddress):
        return (obj._version, obj)
    return NotImplemented
