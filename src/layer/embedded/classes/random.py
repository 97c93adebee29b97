"""`random` for agent programs: CPython's Mersenne Twister (MT19937), its seeding and every
algorithm on top of it, in subset Python, so a seeded program draws CPython's numbers to the
last bit in both engines.

Why subset Python and not a native generator: measured, a program drawing 10,000 `random()`
and 10,000 `randint(1, 6)` takes 0.3 s of CPU under the debug build's `dry-run` (100,000 of
each, 2.8 s), fast enough for the simulations agents write; and one definition read by both
engines keeps a seeded generator fully concrete in the prover too, where it simply computes.

A generator nobody seeded (`Random()`, `seed()`, the module's functions before
`random.seed(...)`) seeds itself from the operating system at its first draw (`_entropy()`),
as CPython seeds from `os.urandom`: `dry-run` and `run` draw different numbers each time, and
the prover skips the path there, naming the call, since no proof can know them."""

from math import acos as _acos, ceil as _ceil, cos as _cos, exp as _exp, floor as _floor
from math import log as _log, sin as _sin, sqrt as _sqrt
from math import _index

_N = 624
_M = 397
_MASK32 = 0xFFFFFFFF
_MASK64 = 0xFFFFFFFFFFFFFFFF
_TWOPI = 6.283185307179586
_NV_MAGICCONST = 1.7155277699214135
_LOG4 = 1.3862943611198906
_SG_MAGICCONST = 2.504077396776274
_E = 2.718281828459045
_PI = 3.141592653589793
_SHA_K = (
    0x428a2f98d728ae22,
    0x7137449123ef65cd,
    0xb5c0fbcfec4d3b2f,
    0xe9b5dba58189dbbc,
    0x3956c25bf348b538,
    0x59f111f1b605d019,
    0x923f82a4af194f9b,
    0xab1c5ed5da6d8118,
    0xd807aa98a3030242,
    0x12835b0145706fbe,
    0x243185be4ee4b28c,
    0x550c7dc3d5ffb4e2,
    0x72be5d74f27b896f,
    0x80deb1fe3b1696b1,
    0x9bdc06a725c71235,
    0xc19bf174cf692694,
    0xe49b69c19ef14ad2,
    0xefbe4786384f25e3,
    0xfc19dc68b8cd5b5,
    0x240ca1cc77ac9c65,
    0x2de92c6f592b0275,
    0x4a7484aa6ea6e483,
    0x5cb0a9dcbd41fbd4,
    0x76f988da831153b5,
    0x983e5152ee66dfab,
    0xa831c66d2db43210,
    0xb00327c898fb213f,
    0xbf597fc7beef0ee4,
    0xc6e00bf33da88fc2,
    0xd5a79147930aa725,
    0x6ca6351e003826f,
    0x142929670a0e6e70,
    0x27b70a8546d22ffc,
    0x2e1b21385c26c926,
    0x4d2c6dfc5ac42aed,
    0x53380d139d95b3df,
    0x650a73548baf63de,
    0x766a0abb3c77b2a8,
    0x81c2c92e47edaee6,
    0x92722c851482353b,
    0xa2bfe8a14cf10364,
    0xa81a664bbc423001,
    0xc24b8b70d0f89791,
    0xc76c51a30654be30,
    0xd192e819d6ef5218,
    0xd69906245565a910,
    0xf40e35855771202a,
    0x106aa07032bbd1b8,
    0x19a4c116b8d2d0c8,
    0x1e376c085141ab53,
    0x2748774cdf8eeb99,
    0x34b0bcb5e19b48a8,
    0x391c0cb3c5c95a63,
    0x4ed8aa4ae3418acb,
    0x5b9cca4f7763e373,
    0x682e6ff3d6b2b8a3,
    0x748f82ee5defb2fc,
    0x78a5636f43172f60,
    0x84c87814a1f0ab72,
    0x8cc702081a6439ec,
    0x90befffa23631e28,
    0xa4506cebde82bde9,
    0xbef9a3f7b2c67915,
    0xc67178f2e372532b,
    0xca273eceea26619c,
    0xd186b8c721c0c207,
    0xeada7dd6cde0eb1e,
    0xf57d4f7fee6ed178,
    0x6f067aa72176fba,
    0xa637dc5a2c898a6,
    0x113f9804bef90dae,
    0x1b710b35131c471b,
    0x28db77f523047d84,
    0x32caab7b40c72493,
    0x3c9ebe0a15c9bebc,
    0x431d67c49c100d4c,
    0x4cc5d4becb3e42b6,
    0x597f299cfc657e2a,
    0x5fcb6fab3ad6faec,
    0x6c44198c4a475817,
)
_SHA_H = (
    0x6a09e667f3bcc908,
    0xbb67ae8584caa73b,
    0x3c6ef372fe94f82b,
    0xa54ff53a5f1d36f1,
    0x510e527fade682d1,
    0x9b05688c2b3e6c1f,
    0x1f83d9abfb41bd6b,
    0x5be0cd19137e2179,
)


def _type_name(x):
    return "NoneType" if x is None else type(x).__name__


def _bisect(items, x, lo, hi):
    # bisect.bisect_right on items[lo:hi].
    while lo < hi:
        mid = (lo + hi) // 2
        if x < items[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo


def _accumulate(values):
    out = []
    total = None
    for v in values:
        total = v if total is None else total + v
        out.append(total)
    return out


def _utf8(text):
    # The UTF-8 bytes of `text`, as ints.
    out = []
    for c in text:
        n = ord(c)
        if n < 0x80:
            out.append(n)
        elif n < 0x800:
            out.extend([0xC0 | (n >> 6), 0x80 | (n & 0x3F)])
        elif n < 0x10000:
            out.extend([0xE0 | (n >> 12), 0x80 | ((n >> 6) & 0x3F), 0x80 | (n & 0x3F)])
        else:
            out.extend([0xF0 | (n >> 18), 0x80 | ((n >> 12) & 0x3F), 0x80 | ((n >> 6) & 0x3F), 0x80 | (n & 0x3F)])
    return out


def _rotr(x, n):
    return ((x >> n) | (x << (64 - n))) & _MASK64


def _sha512(data):
    # SHA-512 (FIPS 180-4) of a list of byte values, as a list of 64 byte values.
    length = len(data)
    message = list(data) + [0x80]
    while len(message) % 128 != 112:
        message.append(0)
    bits = length * 8
    message.extend([(bits >> (8 * (15 - i))) & 0xFF for i in range(16)])
    h = list(_SHA_H)
    for start in range(0, len(message), 128):
        w = []
        for t in range(16):
            word = 0
            for b in message[start + 8 * t : start + 8 * t + 8]:
                word = (word << 8) | b
            w.append(word)
        for t in range(16, 80):
            s0 = _rotr(w[t - 15], 1) ^ _rotr(w[t - 15], 8) ^ (w[t - 15] >> 7)
            s1 = _rotr(w[t - 2], 19) ^ _rotr(w[t - 2], 61) ^ (w[t - 2] >> 6)
            w.append((w[t - 16] + s0 + w[t - 7] + s1) & _MASK64)
        a, b, c, d, e, f, g, hh = h
        for t in range(80):
            t1 = hh + (_rotr(e, 14) ^ _rotr(e, 18) ^ _rotr(e, 41)) + ((e & f) ^ (~e & g)) + _SHA_K[t] + w[t]
            t2 = (_rotr(a, 28) ^ _rotr(a, 34) ^ _rotr(a, 39)) + ((a & b) ^ (a & c) ^ (b & c))
            hh, g, f, e = g, f, e, (d + t1) & _MASK64
            d, c, b, a = c, b, a, (t1 + t2) & _MASK64
        h = [(x + y) & _MASK64 for x, y in zip(h, [a, b, c, d, e, f, g, hh])]
    return [(x >> (8 * (7 - i))) & 0xFF for x in h for i in range(8)]


def _str_seed(text):
    # CPython's version-2 seed of a str: int.from_bytes(utf8 + sha512(utf8)), big-endian.
    data = _utf8(text)
    n = 0
    for b in data + _sha512(data):
        n = (n << 8) | b
    return n


def _genrand_state(s):
    mt = [0] * _N
    mt[0] = s & _MASK32
    for i in range(1, _N):
        prev = mt[i - 1]
        mt[i] = (1812433253 * (prev ^ (prev >> 30)) + i) & _MASK32
    return mt


def _state_by_array(key):
    # MT19937's init_by_array, as CPython seeds from an int's 32-bit words.
    mt = _genrand_state(19650218)
    i, j = 1, 0
    for _ in range(max(_N, len(key))):
        prev = mt[i - 1]
        mt[i] = ((mt[i] ^ ((prev ^ (prev >> 30)) * 1664525)) + key[j] + j) & _MASK32
        i += 1
        j += 1
        if i >= _N:
            mt[0] = mt[_N - 1]
            i = 1
        if j >= len(key):
            j = 0
    for _ in range(_N - 1):
        prev = mt[i - 1]
        mt[i] = ((mt[i] ^ ((prev ^ (prev >> 30)) * 1566083941)) - i) & _MASK32
        i += 1
        if i >= _N:
            mt[0] = mt[_N - 1]
            i = 1
    mt[0] = 0x80000000
    return mt


def _twist(mt):
    for kk in range(_N):
        y = (mt[kk] & 0x80000000) | (mt[(kk + 1) % _N] & 0x7FFFFFFF)
        v = mt[(kk + _M) % _N] ^ (y >> 1)
        if y & 1:
            v = v ^ 0x9908B0DF
        mt[kk] = v


def _int_key(n):
    # The 32-bit words of abs(n), least significant first ([0] for 0).
    n = abs(n)
    key = []
    while n:
        key.append(n & _MASK32)
        n = n >> 32
    return key if key else [0]


def _index_arg(value, what):
    # randrange's reading of an argument: by `__index__` (an int as it is), else a whole
    # float as its int (CPython warns), anything else a ValueError naming the argument.
    if isinstance(value, int):
        return int(value)
    if hasattr(value, "__index__"):
        return _index(value)
    whole = int(value)
    if whole != value:
        raise ValueError(f"non-integer {what} for randrange()")
    return whole


class Random:
    def __init__(self, x=None):
        self.seed(x)
        self.gauss_next = None

    def seed(self, a=None, version=2):
        if isinstance(a, str) and version == 2:
            a = _str_seed(a)
        elif isinstance(a, str) and version == 1:
            x = ord(a[0]) << 7 if a else 0
            for c in a:
                x = ((1000003 * x) ^ ord(c)) & _MASK64
            x = x ^ len(a)
            a = -2 if x == -1 else x
        elif not (a is None or isinstance(a, (int, float, str))):
            raise TypeError("The only supported seed types are: None,\nint, float, str, bytes, and bytearray.")
        if a is None:
            self._mt = None
        else:
            if isinstance(a, float):
                a = hash(a)
            self._mt = _state_by_array(_int_key(int(a)))
        self._mti = _N
        self.gauss_next = None

    def _next32(self):
        if self._mt is None:
            self._mt = _state_by_array(_int_key(_entropy()))
        mt = self._mt
        if self._mti >= _N:
            _twist(mt)
            self._mti = 0
        y = mt[self._mti]
        self._mti += 1
        y = y ^ (y >> 11)
        y = y ^ ((y << 7) & 0x9D2C5680)
        y = y ^ ((y << 15) & 0xEFC60000)
        return y ^ (y >> 18)

    def random(self):
        a = self._next32() >> 5
        b = self._next32() >> 6
        return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0)

    def getrandbits(self, k):
        # CPython reads `k` as a C int: by `__index__`, an `OverflowError` past 32 bits.
        k = _index(k)
        if not -2147483648 <= k <= 2147483647:
            raise OverflowError("Python int too large to convert to C int")
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        if k == 0:
            return 0
        if k <= 32:
            return self._next32() >> (32 - k)
        result = 0
        shift = 0
        while k > 0:
            r = self._next32()
            if k < 32:
                r = r >> (32 - k)
            result = result | (r << shift)
            shift += 32
            k -= 32
        return result

    def _randbelow(self, n):
        k = n.bit_length()
        r = self.getrandbits(k)
        while r >= n:
            r = self.getrandbits(k)
        return r

    def getstate(self):
        if self._mt is None:
            self._mt = _state_by_array(_int_key(_entropy()))
        return 3, tuple(self._mt) + (self._mti,), self.gauss_next

    def setstate(self, state):
        version = state[0]
        if version != 3 and version != 2:
            raise ValueError(f"state with version {version} passed to Random.setstate() of version 3")
        internal = state[1]
        self.gauss_next = state[2]
        if len(internal) != _N + 1:
            raise ValueError("state vector is the wrong size")
        index = internal[_N]
        if index < 0 or index > _N:
            raise ValueError("invalid state")
        self._mt = [x & _MASK32 for x in internal[:_N]]
        self._mti = index

    def randrange(self, start, stop=None, step=1):
        istart = _index_arg(start, "arg 1")
        if stop is None:
            if not (isinstance(step, int) and not isinstance(step, bool) and step == 1):
                raise TypeError("Missing a non-None stop argument")
            if istart > 0:
                return self._randbelow(istart)
            raise ValueError("empty range for randrange()")
        istop = _index_arg(stop, "stop")
        width = istop - istart
        istep = _index_arg(step, "step")
        if istep == 1:
            if width > 0:
                return istart + self._randbelow(width)
            raise ValueError(f"empty range for randrange() ({istart}, {istop}, {width})")
        if istep > 0:
            n = (width + istep - 1) // istep
        elif istep < 0:
            n = (width + istep + 1) // istep
        else:
            raise ValueError("zero step for randrange()")
        if n <= 0:
            raise ValueError("empty range for randrange()")
        return istart + istep * self._randbelow(n)

    def randint(self, a, b):
        return self.randrange(a, b + 1)

    def choice(self, seq):
        if not len(seq):
            raise IndexError("Cannot choose from an empty sequence")
        return seq[self._randbelow(len(seq))]

    def shuffle(self, x):
        for i in reversed(range(1, len(x))):
            j = self._randbelow(i + 1)
            x[i], x[j] = x[j], x[i]

    def sample(self, population, k, *, counts=None):
        if not isinstance(population, (list, tuple, str, range)):
            raise TypeError("Population must be a sequence.  For dicts or sets, use sorted(d).")
        n = len(population)
        if counts is not None:
            cum_counts = _accumulate(counts)
            if len(cum_counts) != n:
                raise ValueError("The number of counts does not match the population")
            total = cum_counts.pop()
            if not isinstance(total, int):
                raise TypeError("Counts must be integers")
            if total <= 0:
                raise ValueError("Total of counts must be greater than zero")
            selections = self.sample(range(total), k=k)
            return [population[_bisect(cum_counts, s, 0, len(cum_counts))] for s in selections]
        if not 0 <= k <= n:
            raise ValueError("Sample larger than population or is negative")
        result = [None] * k
        setsize = 21
        if k > 5:
            setsize += 4 ** _ceil(_log(k * 3) / _LOG4)
        if n <= setsize:
            pool = list(population)
            for i in range(k):
                j = self._randbelow(n - i)
                result[i] = pool[j]
                pool[j] = pool[n - i - 1]
        else:
            selected = set()
            for i in range(k):
                j = self._randbelow(n)
                while j in selected:
                    j = self._randbelow(n)
                selected.add(j)
                result[i] = population[j]
        return result

    def choices(self, population, weights=None, *, cum_weights=None, k=1):
        n = len(population)
        if cum_weights is None:
            if weights is None:
                size = n + 0.0
                return [population[_floor(self.random() * size)] for i in range(k)]
            if isinstance(weights, int):
                raise TypeError(f"The number of choices must be a keyword argument: k={weights}")
            cum_weights = _accumulate(weights)
        elif weights is not None:
            raise TypeError("Cannot specify both weights and cumulative weights")
        if len(cum_weights) != n:
            raise ValueError("The number of weights does not match the population")
        total = cum_weights[-1] + 0.0
        if total <= 0.0:
            raise ValueError("Total of weights must be greater than zero")
        if total - total != 0.0:
            raise ValueError("Total of weights must be finite")
        hi = n - 1
        return [population[_bisect(cum_weights, self.random() * total, 0, hi)] for i in range(k)]

    def uniform(self, a, b):
        return a + (b - a) * self.random()

    def triangular(self, low=0.0, high=1.0, mode=None):
        u = self.random()
        try:
            c = 0.5 if mode is None else (mode - low) / (high - low)
        except ZeroDivisionError:
            return low
        if u > c:
            u = 1.0 - u
            c = 1.0 - c
            low, high = high, low
        return low + (high - low) * _sqrt(u * c)

    def normalvariate(self, mu=0.0, sigma=1.0):
        while True:
            u1 = self.random()
            u2 = 1.0 - self.random()
            z = _NV_MAGICCONST * (u1 - 0.5) / u2
            zz = z * z / 4.0
            if zz <= -_log(u2):
                break
        return mu + z * sigma

    def gauss(self, mu=0.0, sigma=1.0):
        z = self.gauss_next
        self.gauss_next = None
        if z is None:
            x2pi = self.random() * _TWOPI
            g2rad = _sqrt(-2.0 * _log(1.0 - self.random()))
            z = _cos(x2pi) * g2rad
            self.gauss_next = _sin(x2pi) * g2rad
        return mu + z * sigma

    def lognormvariate(self, mu, sigma):
        return _exp(self.normalvariate(mu, sigma))

    def expovariate(self, lambd):
        return -_log(1.0 - self.random()) / lambd

    def vonmisesvariate(self, mu, kappa):
        if kappa <= 1e-6:
            return _TWOPI * self.random()
        s = 0.5 / kappa
        r = s + _sqrt(1.0 + s * s)
        while True:
            u1 = self.random()
            z = _cos(_PI * u1)
            d = z / (r + z)
            u2 = self.random()
            if u2 < 1.0 - d * d or u2 <= (1.0 - d) * _exp(d):
                break
        q = 1.0 / r
        f = (q + z) / (1.0 + q * z)
        u3 = self.random()
        if u3 > 0.5:
            return (mu + _acos(f)) % _TWOPI
        return (mu - _acos(f)) % _TWOPI

    def gammavariate(self, alpha, beta):
        if alpha <= 0.0 or beta <= 0.0:
            raise ValueError("gammavariate: alpha and beta must be > 0.0")
        if alpha > 1.0:
            ainv = _sqrt(2.0 * alpha - 1.0)
            bbb = alpha - _LOG4
            ccc = alpha + ainv
            while True:
                u1 = self.random()
                if not 1e-7 < u1 < 0.9999999:
                    continue
                u2 = 1.0 - self.random()
                v = _log(u1 / (1.0 - u1)) / ainv
                x = alpha * _exp(v)
                z = u1 * u1 * u2
                r = bbb + ccc * v - x
                if r + _SG_MAGICCONST - 4.5 * z >= 0.0 or r >= _log(z):
                    return x * beta
        if alpha == 1.0:
            return -_log(1.0 - self.random()) * beta
        while True:
            u = self.random()
            b = (_E + alpha) / _E
            p = b * u
            if p <= 1.0:
                x = p ** (1.0 / alpha)
            else:
                x = -_log((b - p) / alpha)
            u1 = self.random()
            if p > 1.0:
                if u1 <= x ** (alpha - 1.0):
                    break
            elif u1 <= _exp(-x):
                break
        return x * beta

    def betavariate(self, alpha, beta):
        y = self.gammavariate(alpha, 1.0)
        if y:
            return y / (y + self.gammavariate(beta, 1.0))
        return 0.0

    def paretovariate(self, alpha):
        u = 1.0 - self.random()
        return u ** (-1.0 / alpha)

    def weibullvariate(self, alpha, beta):
        u = 1.0 - self.random()
        return alpha * (-_log(u)) ** (1.0 / beta)


class _Shared:
    # The hidden generator behind the module's functions, made at its first use.
    generators = []


def _shared():
    if not _Shared.generators:
        _Shared.generators.append(Random())
    return _Shared.generators[0]


def seed(a=None, version=2):
    return _shared().seed(a, version)


def random():
    return _shared().random()


def getrandbits(k):
    return _shared().getrandbits(k)


def randrange(start, stop=None, step=1):
    return _shared().randrange(start, stop, step)


def randint(a, b):
    return _shared().randint(a, b)


def choice(seq):
    return _shared().choice(seq)


def shuffle(x):
    return _shared().shuffle(x)


def sample(population, k, *, counts=None):
    return _shared().sample(population, k, counts=counts)


def choices(population, weights=None, *, cum_weights=None, k=1):
    return _shared().choices(population, weights, cum_weights=cum_weights, k=k)


def uniform(a, b):
    return _shared().uniform(a, b)


def triangular(low=0.0, high=1.0, mode=None):
    return _shared().triangular(low, high, mode)


def normalvariate(mu=0.0, sigma=1.0):
    return _shared().normalvariate(mu, sigma)


def gauss(mu=0.0, sigma=1.0):
    return _shared().gauss(mu, sigma)


def lognormvariate(mu, sigma):
    return _shared().lognormvariate(mu, sigma)


def expovariate(lambd):
    return _shared().expovariate(lambd)


def vonmisesvariate(mu, kappa):
    return _shared().vonmisesvariate(mu, kappa)


def gammavariate(alpha, beta):
    return _shared().gammavariate(alpha, beta)


def betavariate(alpha, beta):
    return _shared().betavariate(alpha, beta)


def paretovariate(alpha):
    return _shared().paretovariate(alpha)


def weibullvariate(alpha, beta):
    return _shared().weibullvariate(alpha, beta)


def getstate():
    return _shared().getstate()


def setstate(state):
    return _shared().setstate(state)
