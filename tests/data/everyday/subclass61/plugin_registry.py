"""A plugin registry built on dict: defaults through __missing__, audited writes."""


class Registry(dict):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.writes = []

    def __missing__(self, key):
        return f"<no plugin {key}>"

    def __setitem__(self, key, value):
        self.writes.append(key)
        super().__setitem__(key, value.strip())


class CaseInsensitiveDict(dict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())

    def __contains__(self, key):
        return super().__contains__(key.lower())

    def get(self, key, default=None):
        return super().get(key.lower(), default)


class Counts(dict):
    def __missing__(self, key):
        self[key] = 0
        return 0

    def bump(self, key, by=1):
        self[key] += by
        return self


def main():
    reg = Registry({"csv": " reader "}, json="loads")
    reg["xml"] = " parse  "
    reg.update(yaml=" safe ")
    reg.setdefault("toml", " tomllib ")
    print("writes:", reg.writes)
    print("values:", sorted(reg.items()))
    print("missing via []:", reg["ini"])
    print("missing via get:", reg.get("ini"), reg.get("ini", "none"))
    print("not stored:", "ini" in reg, len(reg))

    headers = CaseInsensitiveDict()
    headers["Content-Type"] = "text/html"
    headers["X-Trace"] = "abc"
    print("headers:", headers)
    print(headers["CONTENT-TYPE"], "x-trace" in headers, "X-TRACE" in headers, headers.get("X-Trace"))
    print("raw keys:", list(headers), headers.get("nope", "?"))
    try:
        headers["Accept"]
    except KeyError as e:
        print("KeyError:", e)

    counts = Counts()
    for word in "the cat and the hat and the bat".split():
        counts.bump(word)
    counts.bump("cat", 10)
    print("counts:", dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))))
    print("peek:", counts["dog"], sorted(counts)[:3])
    print("top:", max(counts, key=counts.get), sum(counts.values()))


if __name__ == "__main__":
    main()
