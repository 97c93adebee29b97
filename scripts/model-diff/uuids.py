"""Compares clauz3's `uuid` model (run by CPython, `_entropy` a 63-bit draw of `random`) with
CPython's: 300 random UUIDs through every attribute, each form and each namespace's `uuid3`/
`uuid5`, then the malformed inputs and their errors. Run from the repository root."""
import random
import uuid as U

ns = {"_entropy": lambda: random.getrandbits(63)}
exec(open("src/layer/embedded/classes/uuid.py").read(), ns)
class M: pass
m = M(); m.__dict__.update(ns)
bad = 0
def both(expr):
    global bad
    out = []
    for mod in (m, U):
        try:
            v = eval(expr, {"uuid": mod})
            out.append(repr(v).replace("<SafeUUID", "<S"))
        except Exception as e:
            out.append(f"{type(e).__name__}: {e}")
    if out[0] != out[1]:
        bad += 1; print(expr, out)
rng = random.Random(3)
vals = [0, 1, (1 << 128) - 1] + [rng.getrandbits(128) for _ in range(300)]
for v in vals:
    for attr in ["", ".hex", ".int", ".bytes", ".bytes_le", ".urn", ".version", ".variant", ".fields", ".time", ".clock_seq", ".node", ".time_low", ".time_mid", ".time_hi_version", ".clock_seq_hi_variant", ".clock_seq_low", ".is_safe"]:
        both(f"uuid.UUID(int={v}){attr}")
    both(f"str(uuid.UUID(int={v}))"); both(f"hash(uuid.UUID(int={v})) == hash({v})")
    both(f"uuid.UUID(str(uuid.UUID(int={v}))) == uuid.UUID(bytes=uuid.UUID(int={v}).bytes)")
    both(f"uuid.UUID(bytes_le=uuid.UUID(int={v}).bytes_le).int")
    both(f"uuid.UUID(fields=uuid.UUID(int={v}).fields).int")
    for ver in (1, 3, 4, 5):
        both(f"uuid.UUID(int={v}, version={ver})")
    name = f"host{v % 1000}.example"
    for ns_ in ("DNS", "URL", "OID", "X500"):
        both(f"uuid.uuid3(uuid.NAMESPACE_{ns_}, {name!r})"); both(f"uuid.uuid5(uuid.NAMESPACE_{ns_}, {name!r})")
for e in ["uuid.UUID('zz345678123456781234567812345678')", "uuid.UUID('1234')", "uuid.UUID()", "uuid.UUID(int=-1)", "uuid.UUID(int=1<<128)", "uuid.UUID(bytes=b'x')",
          "uuid.UUID(hex='12345678123456781234567812345678', version=9)", "uuid.UUID(hex='12345678123456781234567812345678', version=0)", "uuid.UUID(5)", "uuid.UUID(b'12345678123456781234567812345678')", "uuid.UUID(fields=(1,2,3,4,5))", "uuid.UUID(fields=(1<<32,2,3,4,5,6))", "uuid.UUID(fields=(1,2,3,4,5,1<<48))", "uuid.UUID(fields=(1,2,3,-1,5,6))",
          "uuid.UUID('{12345678-1234-5678-1234-567812345678}')", "uuid.UUID('urn:uuid:12345678-1234-5678-1234-567812345678')", "uuid.UUID(' 12345678123456781234567812345678')",
          "uuid.UUID('12345678-1234-5678-1234-56781234567_')", "uuid.UUID(int=5) < 3", "uuid.UUID(int=5) == 5", "uuid.uuid3(uuid.NAMESPACE_DNS, b'abc')", "uuid.uuid5('x', 'y')", "uuid.uuid5(uuid.NAMESPACE_URL, 5)",
          "uuid.UUID(bytes_le=bytes(range(16)))", "uuid.UUID(bytes_le=b'12')", "uuid.SafeUUID.unknown", "uuid.SafeUUID.safe.value", "uuid.UUID('12345678123456781234567812345678', bytes=b'')", "int(uuid.UUID(int=7))", "uuid.uuid4().version", "uuid.uuid4().variant", "len(str(uuid.uuid4()))",
          "uuid.UUID(hex='+1234567123456781234567812345678')", "uuid.UUID(hex='1_234567123456781234567812345678')", "uuid.UUID('12345678123456781234567812345678', version=4)",
          "sorted([uuid.UUID(int=9), uuid.UUID(int=2), uuid.UUID(int=5)])", "uuid.UUID(int=2) <= uuid.UUID(int=2)", "uuid.UUID(int=2) > uuid.UUID(int=1)", "uuid.UUID(int=2) != uuid.UUID(int=2)",
          "{uuid.UUID(int=2): 1}[uuid.UUID(int=2)]", "uuid.RFC_4122", "uuid.RESERVED_FUTURE", "uuid.NAMESPACE_X500", "f'{uuid.NAMESPACE_DNS}'", "uuid.UUID('6BA7B810-9DAD-11D1-80B4-00C04FD430C8')", "uuid.uuid5(uuid.NAMESPACE_DNS, 'é')", "uuid.uuid5(uuid.NAMESPACE_DNS, '')"]:
    both(e)
print("differences", bad)
