"""A case-insensitive header dict as an agent writes one for HTTP-ish data."""


class Headers(dict):
    def __init__(self, data=None, **kwargs):
        super().__init__()
        self.update(data or {}, **kwargs)

    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())

    def __contains__(self, key):
        return super().__contains__(key.lower())

    def __delitem__(self, key):
        super().__delitem__(key.lower())

    def get(self, key, default=None):
        return super().get(key.lower(), default)

    def update(self, other=(), **kwargs):
        items = other.items() if hasattr(other, "items") else other
        for k, v in items:
            self[k] = v
        for k, v in kwargs.items():
            self[k] = v


def main() -> int:
    h = Headers({"Content-Type": "json"}, Accept="*/*")
    h["X-Trace"] = "1"
    print(h, len(h), "CONTENT-TYPE" in h, h.get("ACCEPT"), h.get("missing", "-"))
    del h["x-TRACE"]
    print(sorted(h), list(h.values()), isinstance(h, dict))
    try:
        h["Nope"]
    except KeyError as e:
        print("KeyError", e)
    print(dict(h) == {"content-type": "json", "accept": "*/*"}, h == {"content-type": "json", "accept": "*/*"})
    h.setdefault("Retry", 3)
    print(h.pop("Retry"), h.copy(), type(h.copy()).__name__)
    return 0


if __name__ == "__main__":
    main()
