"""`ipaddress` for agent programs: IPv4 and IPv6 addresses, networks and interfaces as the
documentation of CPython 3.11 describes them, with its exceptions and their messages. An
address holds its number (`_ip`); a network its network address and prefix length; an
interface is an address that also knows its network. The special-purpose ranges behind
`is_private` and the other `is_*` properties are CPython 3.11's (its `ipaddress` module's
tables, copied as (first address, prefix length) pairs with the network as a comment)."""

IPV4LENGTH = 32
IPV6LENGTH = 128

_V4_ONES = 4294967295

_V4_PRIVATE = (
    (0, 8),  # 0.0.0.0/8
    (167772160, 8),  # 10.0.0.0/8
    (2130706432, 8),  # 127.0.0.0/8
    (2851995648, 16),  # 169.254.0.0/16
    (2886729728, 12),  # 172.16.0.0/12
    (3221225472, 29),  # 192.0.0.0/29
    (3221225642, 31),  # 192.0.0.170/31
    (3221225984, 24),  # 192.0.2.0/24
    (3232235520, 16),  # 192.168.0.0/16
    (3323068416, 15),  # 198.18.0.0/15
    (3325256704, 24),  # 198.51.100.0/24
    (3405803776, 24),  # 203.0.113.0/24
    (4026531840, 4),  # 240.0.0.0/4
    (4294967295, 32),  # 255.255.255.255/32
)
_V4_SHARED = (1681915904, 10)  # 100.64.0.0/10, neither private nor global
_V4_LOOPBACK = (2130706432, 8)  # 127.0.0.0/8
_V4_LINK_LOCAL = (2851995648, 16)  # 169.254.0.0/16
_V4_MULTICAST = (3758096384, 4)  # 224.0.0.0/4
_V4_RESERVED = (4026531840, 4)  # 240.0.0.0/4

_V6_PRIVATE = (
    (1, 128),  # ::1/128
    (0, 128),  # ::/128
    (281470681743360, 96),  # ::ffff:0:0/96
    (1329227995784915872903807060280344576, 64),  # 100::/64
    (42540488161975842760550356425300246528, 23),  # 2001::/23
    (42540488320432167789079031612388147200, 48),  # 2001:2::/48
    (42540766411282592856903984951653826560, 32),  # 2001:db8::/32
    (42540489429626442988779757922003451904, 28),  # 2001:10::/28
    (334965454937798799971759379190646833152, 7),  # fc00::/7
    (338288524927261089654018896841347694592, 10),  # fe80::/10
)
_V6_RESERVED = (
    (0, 8),  # ::/8
    (1329227995784915872903807060280344576, 8),  # 100::/8
    (2658455991569831745807614120560689152, 7),  # 200::/7
    (5316911983139663491615228241121378304, 6),  # 400::/6
    (10633823966279326983230456482242756608, 5),  # 800::/5
    (21267647932558653966460912964485513216, 4),  # 1000::/4
    (85070591730234615865843651857942052864, 3),  # 4000::/3
    (127605887595351923798765477786913079296, 3),  # 6000::/3
    (170141183460469231731687303715884105728, 3),  # 8000::/3
    (212676479325586539664609129644855132160, 3),  # a000::/3
    (255211775190703847597530955573826158592, 3),  # c000::/3
    (297747071055821155530452781502797185024, 4),  # e000::/4
    (319014718988379809496913694467282698240, 5),  # f000::/5
    (329648542954659136480144150949525454848, 6),  # f800::/6
    (337623910929368631717566993311207522304, 9),  # fe00::/9
)
_V6_LINK_LOCAL = (338288524927261089654018896841347694592, 10)  # fe80::/10
_V6_SITE_LOCAL = (338620831926207318622244848606417780736, 10)  # fec0::/10
_V6_MULTICAST = (338953138925153547590470800371487866880, 8)  # ff00::/8

_HEX = "0123456789abcdefABCDEF"


class AddressValueError(ValueError):
    """A value error related to the address."""


class NetmaskValueError(ValueError):
    """A value error related to the netmask."""


def _within(ip, bits, block):
    # Whether address number `ip` lies in the block (first address, prefix length).
    first, prefixlen = block
    return ip >> (bits - prefixlen) == first >> (bits - prefixlen)


def _right_zero_bits(number, bits):
    # How many of the low `bits` bits of `number` are zero, from the right.
    if number == 0:
        return bits
    return min(bits, (~number & (number - 1)).bit_length())


def _check_int(value, version, bits):
    if value < 0:
        raise AddressValueError(f"{value} (< 0) is not permitted as an IPv{version} address")
    if value >= 1 << bits:
        raise AddressValueError(f"{value} (>= 2**{bits}) is not permitted as an IPv{version} address")


def _octet(text):
    if not text:
        raise ValueError("Empty octet not permitted")
    if not (text.isascii() and text.isdigit()):
        raise ValueError(f"Only decimal digits permitted in {text!r}")
    if len(text) > 3:
        raise ValueError(f"At most 3 characters permitted in {text!r}")
    if text != "0" and text[0] == "0":
        raise ValueError(f"Leading zeros are not permitted in {text!r}")
    value = int(text)
    if value > 255:
        raise ValueError(f"Octet {value} (> 255) not permitted")
    return value


def _v4_number(text):
    # The number of dotted-quad `text`, or `AddressValueError` saying what is wrong with it.
    if not text:
        raise AddressValueError("Address cannot be empty")
    octets = text.split(".")
    if len(octets) != 4:
        raise AddressValueError(f"Expected 4 octets in {text!r}")
    number = 0
    for octet in octets:
        try:
            number = (number << 8) | _octet(octet)
        except ValueError as exc:
            raise AddressValueError(f"{exc} in {text!r}") from None
    return number


def _v4_text(number):
    return ".".join(str((number >> shift) & 255) for shift in (24, 16, 8, 0))


def _hextet(text):
    for ch in text:
        if ch not in _HEX:
            raise ValueError(f"Only hex digits permitted in {text!r}")
    if len(text) > 4:
        raise ValueError(f"At most 4 characters permitted in {text!r}")
    return int(text, 16)


def _v6_number(text):
    # The number of colon-hex `text` (`::` standing for the zero groups left out, a dotted
    # quad allowed as the last two groups), or `AddressValueError` saying what is wrong.
    if not text:
        raise AddressValueError("Address cannot be empty")
    parts = text.split(":")
    if len(parts) < 3:
        raise AddressValueError(f"At least 3 parts expected in {text!r}")
    if "." in parts[-1]:
        try:
            quad = _v4_number(parts.pop())
        except AddressValueError as exc:
            raise AddressValueError(f"{exc} in {text!r}") from None
        parts.append(f"{(quad >> 16) & 65535:x}")
        parts.append(f"{quad & 65535:x}")
    if len(parts) > 9:
        raise AddressValueError(f"At most 8 colons permitted in {text!r}")
    skip = None
    for i in range(1, len(parts) - 1):
        if not parts[i]:
            if skip is not None:
                raise AddressValueError(f"At most one '::' permitted in {text!r}")
            skip = i
    if skip is not None:
        high = skip
        low = len(parts) - skip - 1
        if not parts[0]:
            high -= 1
            if high:
                raise AddressValueError(f"Leading ':' only permitted as part of '::' in {text!r}")
        if not parts[-1]:
            low -= 1
            if low:
                raise AddressValueError(f"Trailing ':' only permitted as part of '::' in {text!r}")
        skipped = 8 - (high + low)
        if skipped < 1:
            raise AddressValueError(f"Expected at most 7 other parts with '::' in {text!r}")
    else:
        if len(parts) != 8:
            raise AddressValueError(f"Exactly 8 parts expected without '::' in {text!r}")
        if not parts[0]:
            raise AddressValueError(f"Leading ':' only permitted as part of '::' in {text!r}")
        if not parts[-1]:
            raise AddressValueError(f"Trailing ':' only permitted as part of '::' in {text!r}")
        high = len(parts)
        low = 0
        skipped = 0
    try:
        number = 0
        for i in range(high):
            number = (number << 16) | _hextet(parts[i])
        number <<= 16 * skipped
        for i in range(low, 0, -1):
            number = (number << 16) | _hextet(parts[-i])
        return number
    except ValueError as exc:
        raise AddressValueError(f"{exc} in {text!r}") from None


def _v6_text(number):
    # Eight groups in hex, the longest run of two or more zero groups (the first of equals)
    # written `::`.
    groups = [f"{(number >> shift) & 65535:x}" for shift in range(112, -1, -16)]
    best_start = -1
    best_len = 0
    start = -1
    run = 0
    for i, group in enumerate(groups):
        if group == "0":
            run += 1
            if start == -1:
                start = i
            if run > best_len:
                best_len = run
                best_start = start
        else:
            run = 0
            start = -1
    if best_len > 1:
        head = ":".join(groups[:best_start])
        tail = ":".join(groups[best_start + best_len :])
        return head + "::" + tail
    return ":".join(groups)


def _v6_exploded(number):
    return ":".join(f"{(number >> shift) & 65535:04x}" for shift in range(112, -1, -16))


def _split_scope(text):
    address, sep, scope = text.partition("%")
    if not sep:
        return address, None
    if not scope or "%" in scope:
        raise AddressValueError(f'Invalid IPv6 address: "{text!r}"')
    return address, scope


def _invalid_netmask(text):
    raise NetmaskValueError(f"{text!r} is not a valid netmask")


def _prefix_of_text(text, bits):
    # `"24"`: a prefix length, as decimal digits only.
    if not (text.isascii() and text.isdigit()):
        _invalid_netmask(text)
    try:
        prefixlen = int(text)
    except ValueError:
        _invalid_netmask(text)
    if not 0 <= prefixlen <= bits:
        _invalid_netmask(text)
    return prefixlen


def _prefix_of_mask(number, bits):
    # The prefix length of a netmask's number, or None when its ones and zeroes are mixed.
    zeroes = _right_zero_bits(number, bits)
    prefixlen = bits - zeroes
    if number >> zeroes != (1 << prefixlen) - 1:
        return None
    return prefixlen


def _v4_prefix(mask):
    # An IPv4 network's mask: a prefix length (int or digits), a netmask or a hostmask.
    if isinstance(mask, int):
        if not 0 <= mask <= 32:
            _invalid_netmask(mask)
        return mask
    try:
        return _prefix_of_text(mask, 32)
    except NetmaskValueError:
        pass
    try:
        number = _v4_number(mask)
    except AddressValueError:
        _invalid_netmask(mask)
    prefixlen = _prefix_of_mask(number, 32)
    if prefixlen is None:
        prefixlen = _prefix_of_mask(number ^ _V4_ONES, 32)
    if prefixlen is None:
        _invalid_netmask(mask)
    return prefixlen


def _v6_prefix(mask):
    if isinstance(mask, int):
        if not 0 <= mask <= 128:
            _invalid_netmask(mask)
        return mask
    return _prefix_of_text(mask, 128)


def _split_prefix(address, bits):
    # (address, mask) of what a network or interface is made from: `"a/m"`, `(a, m)`, or an
    # address alone (all bits of mask).
    if isinstance(address, (bytes, int)):
        return address, bits
    if not isinstance(address, tuple):
        parts = str(address).split("/")
        if len(parts) > 2:
            raise AddressValueError(f"Only one '/' permitted in {address!r}")
        address = tuple(parts)
    if len(address) > 1:
        return address
    return address[0], bits


def _same_version(a, b):
    if a.version != b.version:
        raise TypeError(f"{a} and {b} are not of the same version")


class _Ordered:
    """The orderings `functools.total_ordering` derives from `__lt__` and `__eq__`, as
    CPython's address and network classes get them."""

    __slots__ = ()

    def __gt__(self, other):
        less = self.__lt__(other)
        if less is NotImplemented:
            return NotImplemented
        return not less and self != other

    def __le__(self, other):
        less = self.__lt__(other)
        if less is NotImplemented:
            return NotImplemented
        return less or self == other

    def __ge__(self, other):
        less = self.__lt__(other)
        if less is NotImplemented:
            return NotImplemented
        return not less


class _BaseAddress(_Ordered):
    """What IPv4 and IPv6 addresses share: a number with a version. An address has its number
    and nothing else, as CPython's (`a.x = 1` is an `AttributeError`)."""

    __slots__ = ()

    @property
    def max_prefixlen(self):
        return self._max_prefixlen

    @property
    def version(self):
        return self._version

    @property
    def compressed(self):
        return str(self)

    @property
    def packed(self):
        return self._ip.to_bytes(self._max_prefixlen // 8, "big")

    @property
    def is_unspecified(self):
        return self._ip == 0

    def __int__(self):
        return self._ip

    def __repr__(self):
        return f"{type(self).__name__}({str(self)!r})"

    def __hash__(self):
        return hash(hex(self._ip))

    def __eq__(self, other):
        if not isinstance(other, _BaseAddress):
            return NotImplemented
        return self._ip == other._ip and self._version == other._version and self._scope() == other._scope()

    def _scope(self):
        return None

    def _key(self, other):
        # Whether `other` is comparable, raising CPython's error for the other version.
        if not isinstance(other, _BaseAddress):
            return False
        if self._version != other._version:
            raise TypeError(f"{self} and {other} are not of the same version")
        return True

    def __lt__(self, other):
        if not self._key(other):
            return NotImplemented
        if self._ip != other._ip:
            return self._ip < other._ip
        return False

    def __add__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return self._address(self._ip + other)

    def __sub__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return self._address(self._ip - other)

    def __format__(self, spec):
        # `s` (or nothing) formats the text; `b`, `x`, `X`, `n` the number, zero-padded to the
        # address's width, with `#` and `_` as for ints.
        if not spec or spec[-1] == "s":
            return format(str(self), spec)
        rest = spec
        alternate = ""
        grouping = ""
        if rest[:1] == "#":
            alternate = "#"
            rest = rest[1:]
        if rest[:1] == "_":
            grouping = "_"
            rest = rest[1:]
        if rest not in ("x", "b", "n", "X"):
            raise TypeError(f"unsupported format string passed to {type(self).__name__}.__format__")
        base = rest
        if base == "n":
            base = "b" if self._version == 4 else "x"
        width = self._max_prefixlen if base == "b" else self._max_prefixlen // 4
        if grouping:
            width += width // 4 - 1
        if alternate:
            width += 2
        return format(self._ip, f"{alternate}0{width}{grouping}{base}")


class IPv4Address(_BaseAddress):
    """A 32-bit address, from dotted-quad text, an int or 4 bytes."""

    __slots__ = ("_ip",)
    _version = 4
    _max_prefixlen = 32

    def __init__(self, address):
        if isinstance(address, int):
            _check_int(address, 4, 32)
            self._ip = address
            return
        if isinstance(address, bytes):
            if len(address) != 4:
                raise AddressValueError(f"{address!r} (len {len(address)} != 4) is not permitted as an IPv4 address")
            self._ip = int.from_bytes(address, "big")
            return
        text = str(address)
        if "/" in text:
            raise AddressValueError(f"Unexpected '/' in {address!r}")
        self._ip = _v4_number(text)

    def _address(self, number):
        return IPv4Address(number)

    def __str__(self):
        return _v4_text(self._ip)

    @property
    def exploded(self):
        return str(self)

    @property
    def reverse_pointer(self):
        return ".".join(reversed(str(self).split("."))) + ".in-addr.arpa"

    @property
    def is_private(self):
        return any(_within(self._ip, 32, block) for block in _V4_PRIVATE)

    @property
    def is_global(self):
        return not _within(self._ip, 32, _V4_SHARED) and not self.is_private

    @property
    def is_multicast(self):
        return _within(self._ip, 32, _V4_MULTICAST)

    @property
    def is_reserved(self):
        return _within(self._ip, 32, _V4_RESERVED)

    @property
    def is_loopback(self):
        return _within(self._ip, 32, _V4_LOOPBACK)

    @property
    def is_link_local(self):
        return _within(self._ip, 32, _V4_LINK_LOCAL)


class IPv6Address(_BaseAddress):
    """A 128-bit address, from colon-hex text (with an optional `%scope`), an int or 16 bytes."""

    __slots__ = ("_ip", "_scope_id")
    _version = 6
    _max_prefixlen = 128

    def __init__(self, address):
        self._scope_id = None
        if isinstance(address, int):
            _check_int(address, 6, 128)
            self._ip = address
            return
        if isinstance(address, bytes):
            if len(address) != 16:
                raise AddressValueError(
                    f"{address!r} (len {len(address)} != 16) is not permitted as an IPv6 address"
                )
            self._ip = int.from_bytes(address, "big")
            return
        text = str(address)
        if "/" in text:
            raise AddressValueError(f"Unexpected '/' in {address!r}")
        text, self._scope_id = _split_scope(text)
        self._ip = _v6_number(text)

    def _address(self, number):
        return IPv6Address(number)

    def _scope(self):
        return self._scope_id

    def __hash__(self):
        return hash((self._ip, self._scope_id))

    def __str__(self):
        if self._scope_id is not None:
            return _v6_text(self._ip) + "%" + self._scope_id
        return _v6_text(self._ip)

    @property
    def scope_id(self):
        return self._scope_id

    @property
    def exploded(self):
        # CPython reads its own text again, so a scoped address's `%scope` is refused there.
        return _v6_exploded(_v6_number(str(self)))

    @property
    def reverse_pointer(self):
        return ".".join(self.exploded[::-1].replace(":", "")) + ".ip6.arpa"

    @property
    def ipv4_mapped(self):
        if self._ip >> 32 != 65535:
            return None
        return IPv4Address(self._ip & _V4_ONES)

    @property
    def is_private(self):
        # An IPv4-mapped address is private when the IPv4 address is.
        mapped = self.ipv4_mapped
        if mapped is not None:
            return mapped.is_private
        return any(_within(self._ip, 128, block) for block in _V6_PRIVATE)

    @property
    def is_global(self):
        return not self.is_private

    @property
    def is_multicast(self):
        return _within(self._ip, 128, _V6_MULTICAST)

    @property
    def is_reserved(self):
        return any(_within(self._ip, 128, block) for block in _V6_RESERVED)

    @property
    def is_loopback(self):
        return self._ip == 1

    @property
    def is_link_local(self):
        return _within(self._ip, 128, _V6_LINK_LOCAL)

    @property
    def is_site_local(self):
        return _within(self._ip, 128, _V6_SITE_LOCAL)
