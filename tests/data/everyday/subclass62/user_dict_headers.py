from collections import UserDict


class Caseless(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())

    def __contains__(self, key):
        return key.lower() in self.data


class Defaulting(UserDict):
    def __missing__(self, key):
        return f"<{key}>"


def main():
    h = Caseless({"Content-Type": "json"}, Accept="*/*")
    h["X-Trace"] = "1"
    print(h, len(h), h["CONTENT-TYPE"], "accept" in h, "ACCEPT" in h)
    print(h.get("x-trace"), h.get("nope", 0), sorted(h), list(h.keys()), list(h.values()))
    print(h.items(), h.keys())
    h.update([("Y", 2)])
    print(h.setdefault("y", 5), h.setdefault("Z", 6), h.pop("z"), h.pop("q", None))
    print(h == {"content-type": "json", "accept": "*/*", "x-trace": "1", "y": 2}, h != {}, isinstance(h, dict))
    print(h.popitem(), h)
    d = Defaulting(a=1)
    print(d["a"], d["b"], d.get("b"), "b" in d)
    u = UserDict(x=1)
    c = u.copy()
    c["y"] = 2
    print(u, c, type(c).__name__, u | {"z": 3}, {"w": 0} | u)
    u |= {"x": 9}
    print(u, UserDict.fromkeys("ab", 0), Caseless.fromkeys(["K"]))
    try:
        u["missing"]
    except KeyError as e:
        print("KeyError:", e)
    try:
        hash(u)
    except TypeError as e:
        print("TypeError:", e)
    del u["x"]
    print(u, bool(u), len(u))
    try:
        u.popitem()
    except KeyError as e:
        print("KeyError:", repr(e))
    u.clear()
    print(u.data)


if __name__ == "__main__":
    main()
