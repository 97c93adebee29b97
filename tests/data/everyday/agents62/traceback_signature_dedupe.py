"""Group pasted Python tracebacks by a stable signature for an error dashboard."""
import hashlib
import re
from collections import defaultdict

LOG = '''
Traceback (most recent call last):
  File "/srv/app/handlers.py", line 42, in get_order
    order = repo.find(order_id)
  File "/srv/app/repo.py", line 88, in find
    return self.rows[key]
KeyError: 'ord-1881'
Traceback (most recent call last):
  File "/srv/app/handlers.py", line 42, in get_order
    order = repo.find(order_id)
  File "/srv/app/repo.py", line 88, in find
    return self.rows[key]
KeyError: 'ord-2002'
Traceback (most recent call last):
  File "/srv/app/billing.py", line 17, in charge
    cents = int(amount * 100)
ValueError: cannot convert float NaN to integer
Traceback (most recent call last):
  File "/srv/app/handlers.py", line 45, in get_order
    order = repo.find(order_id)
  File "/srv/app/repo.py", line 90, in find
    return self.rows[key]
KeyError: 'ord-7'
Traceback (most recent call last):
  File "/srv/app/billing.py", line 17, in charge
    cents = int(amount * 100)
ZeroDivisionError: division by zero
'''

FRAME = re.compile(r'^\s*File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<func>\w+)$', re.MULTILINE)
EXC = re.compile(r"^(?P<type>[A-Za-z_][\w.]*): (?P<message>.*)$", re.MULTILINE)


def split_tracebacks(text):
    chunks = re.split(r"^Traceback \(most recent call last\):\n", text, flags=re.MULTILINE)
    return [c for c in chunks if c.strip()]


def signature(chunk):
    frames = [(m["file"].rsplit("/", 1)[-1], m["func"]) for m in FRAME.finditer(chunk)]
    exc = EXC.search(chunk)
    key = exc["type"] + "|" + ">".join(f"{f}:{fn}" for f, fn in frames)
    digest = hashlib.sha1(key.encode()).hexdigest()[:10]
    return digest, exc["type"], exc["message"], frames


def normalise_message(message):
    message = re.sub(r"'[^']*'", "'<str>'", message)
    return re.sub(r"\b\d+\b", "<n>", message)


def main():
    groups = defaultdict(list)
    meta = {}
    for chunk in split_tracebacks(LOG):
        digest, etype, message, frames = signature(chunk)
        groups[digest].append(message)
        meta[digest] = (etype, frames)
    print(f"{sum(map(len, groups.values()))} tracebacks, {len(groups)} distinct signatures")
    for digest, messages in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        etype, frames = meta[digest]
        where = " > ".join(f"{f}:{fn}" for f, fn in frames)
        print(f"[{digest}] x{len(messages)} {etype} at {where}")
        for template in sorted({normalise_message(m) for m in messages}):
            print(f"      {template}")
    lines = [int(m["line"]) for m in FRAME.finditer(LOG)]
    print("line numbers seen:", sorted(set(lines)))
    files = sorted({m.group("file") for m in FRAME.finditer(LOG)}, key=len)
    print(files, re.findall(r"ord-(\d+)", LOG))
    print(hashlib.md5(b"KeyError").hexdigest(), hashlib.sha256(b"").hexdigest()[:16])
    print(re.sub(r"(?P<word>\w+)Error", r"\g<word>Problem", "KeyError and ValueError"), re.escape("a.b*c"))


if __name__ == "__main__":
    main()
