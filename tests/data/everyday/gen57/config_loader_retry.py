"""Load configuration sources through a generator that retries each source, yields from its
`except:` block while backing off, and reports a summary as its return value."""

SOURCES = {
    "env": {"debug": "1"},
    "file": None,
    "remote": {"timeout": "30", "debug": "0"},
}


class SourceDown(Exception):
    pass


def fetch(name, attempt):
    data = SOURCES[name]
    if data is None and attempt < 2:
        raise SourceDown(f"{name} unavailable (attempt {attempt})")
    return data or {}


def load_all(names):
    merged = {}
    retries = 0
    for name in names:
        attempt = 0
        while True:
            try:
                data = fetch(name, attempt)
            except SourceDown as e:
                retries += 1
                attempt += 1
                wait = yield ("backoff", str(e))
                if wait == "skip":
                    break
            else:
                merged.update(data)
                yield ("loaded", name)
                break
    return merged, retries


def run(names, skip_on):
    gen = load_all(names)
    events = []
    reply = None
    while True:
        try:
            kind, detail = gen.send(reply)
        except StopIteration as stop:
            merged, retries = stop.value
            break
        events.append(f"{kind}:{detail}")
        reply = "skip" if kind == "backoff" and skip_on in detail else None
    print(" | ".join(events))
    print("merged", sorted(merged.items()), "retries", retries)
    return merged


def main():
    run(["env", "file", "remote"], skip_on="never")
    run(["file", "env"], skip_on="attempt 0")
    return len(run(["remote"], skip_on="x"))
