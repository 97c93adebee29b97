"""`uuid` for agent programs: `UUID` from any of its five forms (hex text, `bytes`, `bytes_le`,
`fields`, `int`) with every attribute, ordering and hashing by its 128-bit int, name-based
`uuid3`/`uuid5` (MD5 and SHA-1 through `hashlib`) and the four namespaces, and `uuid4`, whose
122 random bits come from the operating system as CPython's `os.urandom` does (`_entropy()`,
which a proof never reads: the prover skips a path that draws one). `uuid1` reads the
machine's network address and is not modelled. Written from the module's documentation and
CPython 3.11's behaviour, errors included (`UUID` objects here do not refuse new attributes)."""

from enum import Enum
from hashlib import md5 as _md5
from hashlib import sha1 as _sha1

RESERVED_NCS = "reserved for NCS compatibility"
RFC_4122 = "specified in RFC 4122"
RESERVED_MICROSOFT = "reserved for Microsoft compatibility"
RESERVED_FUTURE = "reserved for future definition"


class SafeUUID(Enum):
    safe = 0
    unsafe = -1
    unknown = None


class UUID:
    """A UUID, held as its 128-bit int (`int`); everything else is computed from it. Immutable,
    as CPython's: any assignment to one is a `TypeError`."""

    __slots__ = ("int", "is_safe")

    def __init__(self, hex=None, bytes=None, bytes_le=None, fields=None, int=None, version=None, *, is_safe=None):
        given = 0
        for form in (hex, bytes, bytes_le, fields, int):
            if form is not None:
                given += 1
        if given != 1:
            raise TypeError("one of the hex, bytes, bytes_le, fields, or int arguments must be given")
        if hex is not None:
            int = _from_hex(hex)
        if bytes_le is not None:
            if len(bytes_le) != 16:
                raise ValueError("bytes_le is not a 16-char string")
            bytes = bytes_le[3::-1] + bytes_le[5:3:-1] + bytes_le[7:5:-1] + bytes_le[8:]
        if bytes is not None:
            if len(bytes) != 16:
                raise ValueError("bytes is not a 16-char string")
            if not _is_bytes(bytes):
                raise AssertionError(repr(bytes))
            int = _int_of(bytes)
        if fields is not None:
            int = _from_fields(fields)
        if not 0 <= int < 1 << 128:
            raise ValueError("int is out of range (need a 128-bit value)")
        if version is not None:
            if not 1 <= version <= 5:
                raise ValueError("illegal version number")
            # The RFC 4122 variant, then the version number in the top bits of time_hi.
            int &= ~(0xC000 << 48)
            int |= 0x8000 << 48
            int &= ~(0xF000 << 64)
            int |= version << 76
        super().__setattr__("int", int)
        super().__setattr__("is_safe", SafeUUID.unknown if is_safe is None else is_safe)

    def __setattr__(self, name, value):
        raise TypeError("UUID objects are immutable")

    def __eq__(self, other):
        if isinstance(other, UUID):
            return self.int == other.int
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, UUID):
            return self.int < other.int
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, UUID):
            return self.int > other.int
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, UUID):
            return self.int <= other.int
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, UUID):
            return self.int >= other.int
        return NotImplemented

    def __hash__(self):
        return hash(self.int)

    def __int__(self):
        return self.int

    def __repr__(self):
        return f"{type(self).__name__}({str(self)!r})"

    def __str__(self):
        h = self.hex
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"

    @property
    def bytes(self):
        return self.int.to_bytes(16, "big")

    @property
    def bytes_le(self):
        b = self.bytes
        return b[3::-1] + b[5:3:-1] + b[7:5:-1] + b[8:]

    @property
    def fields(self):
        return (self.time_low, self.time_mid, self.time_hi_version, self.clock_seq_hi_variant, self.clock_seq_low, self.node)

    @property
    def time_low(self):
        return self.int >> 96

    @property
    def time_mid(self):
        return (self.int >> 80) & 0xFFFF

    @property
    def time_hi_version(self):
        return (self.int >> 64) & 0xFFFF

    @property
    def clock_seq_hi_variant(self):
        return (self.int >> 56) & 0xFF

    @property
    def clock_seq_low(self):
        return (self.int >> 48) & 0xFF

    @property
    def time(self):
        return ((self.time_hi_version & 0x0FFF) << 48) | (self.time_mid << 32) | self.time_low

    @property
    def clock_seq(self):
        return ((self.clock_seq_hi_variant & 0x3F) << 8) | self.clock_seq_low

    @property
    def node(self):
        return self.int & 0xFFFFFFFFFFFF

    @property
    def hex(self):
        return f"{self.int:032x}"

    @property
    def urn(self):
        return "urn:uuid:" + str(self)

    @property
    def variant(self):
        if not self.int & (0x8000 << 48):
            return RESERVED_NCS
        if not self.int & (0x4000 << 48):
            return RFC_4122
        if not self.int & (0x2000 << 48):
            return RESERVED_MICROSOFT
        return RESERVED_FUTURE

    @property
    def version(self):
        if self.variant == RFC_4122:
            return (self.int >> 76) & 0xF
        return None


def _from_hex(text):
    # CPython's reading: drop `urn:`, `uuid:`, the braces at the ends and every hyphen, then
    # 32 digits as `int(text, 16)` reads them (its errors are int's).
    text = text.replace("urn:", "").replace("uuid:", "")
    text = text.strip("{}").replace("-", "")
    if len(text) != 32:
        raise ValueError("badly formed hexadecimal UUID string")
    return int(text, 16)


def _is_bytes(value):
    return isinstance(value, bytes)


def _int_of(data):
    return int.from_bytes(data, "big")


def _from_fields(fields):
    if len(fields) != 6:
        raise ValueError("fields is not a 6-tuple")
    time_low, time_mid, time_hi_version, clock_seq_hi_variant, clock_seq_low, node = fields
    for number, value, bits in (
        (1, time_low, 32),
        (2, time_mid, 16),
        (3, time_hi_version, 16),
        (4, clock_seq_hi_variant, 8),
        (5, clock_seq_low, 8),
        (6, node, 48),
    ):
        if not 0 <= value < 1 << bits:
            article = "an" if bits == 8 else "a"
            raise ValueError(f"field {number} out of range (need {article} {bits}-bit value)")
    clock_seq = (clock_seq_hi_variant << 8) | clock_seq_low
    return (time_low << 96) | (time_mid << 80) | (time_hi_version << 64) | (clock_seq << 48) | node


def uuid3(namespace, name):
    digest = _md5(namespace.bytes + bytes(name, "utf-8")).digest()
    return UUID(bytes=digest[:16], version=3)


def uuid4():
    # 128 bits from three draws of 63; the version and variant bits then replace six of them.
    bits = ((_entropy() << 126) ^ (_entropy() << 63) ^ _entropy()) & ((1 << 128) - 1)
    return UUID(int=bits, version=4)


def uuid5(namespace, name):
    digest = _sha1(namespace.bytes + bytes(name, "utf-8")).digest()
    return UUID(bytes=digest[:16], version=5)


NAMESPACE_DNS = UUID("6ba7b810-9dad-11d1-80b4-00c04fd430c8")
NAMESPACE_URL = UUID("6ba7b811-9dad-11d1-80b4-00c04fd430c8")
NAMESPACE_OID = UUID("6ba7b812-9dad-11d1-80b4-00c04fd430c8")
NAMESPACE_X500 = UUID("6ba7b814-9dad-11d1-80b4-00c04fd430c8")
