"""Containers an agent builds on `collections.abc` to get the rest of a protocol for free: a
case-insensitive header map (`MutableMapping`), a read-only config view (`Mapping`), a ring of
recent events (`Sequence`), a sorted list (`MutableSequence`) and a tag set (`MutableSet`)."""
from collections.abc import Mapping, MutableMapping, MutableSequence, MutableSet, Reversible, Sequence, Set


class Headers(MutableMapping):
    def __init__(self, *args, **kwargs):
        self._store = {}
        self.update(*args, **kwargs)

    def __getitem__(self, key):
        return self._store[key.lower()][1]

    def __setitem__(self, key, value):
        self._store[key.lower()] = (key, value)

    def __delitem__(self, key):
        del self._store[key.lower()]

    def __iter__(self):
        return (original for original, _ in self._store.values())

    def __len__(self):
        return len(self._store)

    def __repr__(self):
        return f"Headers({dict(self.items())!r})"


class FrozenConfig(Mapping):
    def __init__(self, data):
        self._data = dict(data)

    def __getitem__(self, key):
        return self._data[key]

    def __iter__(self):
        return iter(self._data)

    def __len__(self):
        return len(self._data)


class Recent(Sequence):
    def __init__(self, events, limit):
        self._events = list(events)[-limit:]

    def __getitem__(self, index):
        return self._events[index]

    def __len__(self):
        return len(self._events)


class SortedList(MutableSequence):
    def __init__(self, items=()):
        self._items = sorted(items)

    def __getitem__(self, index):
        return self._items[index]

    def __setitem__(self, index, value):
        self._items[index] = value
        self._items.sort()

    def __delitem__(self, index):
        del self._items[index]

    def __len__(self):
        return len(self._items)

    def insert(self, index, value):
        self._items.append(value)
        self._items.sort()

    def __repr__(self):
        return f"SortedList({self._items})"


class TagSet(MutableSet):
    def __init__(self, tags=()):
        self._tags = []
        for tag in tags:
            self.add(tag)

    def __contains__(self, tag):
        return tag.lower() in self._tags

    def __iter__(self):
        return iter(self._tags)

    def __len__(self):
        return len(self._tags)

    def add(self, tag):
        if tag.lower() not in self._tags:
            self._tags.append(tag.lower())

    def discard(self, tag):
        if tag.lower() in self._tags:
            self._tags.remove(tag.lower())

    def __repr__(self):
        return f"TagSet({self._tags})"


class HalfDone(Mapping):
    def __getitem__(self, key):
        return key


def main():
    h = Headers({"Content-Type": "text/plain"}, Accept="*/*")
    h["X-Trace"] = "abc"
    print(h, len(h), "content-type" in h, h.get("ACCEPT"), h.get("missing", "-"))
    print(sorted(h.keys()), sorted(h.values()), sorted(h.items()))
    print(h.pop("x-trace"), h.pop("x-trace", None), h.setdefault("Host", "example.org"), h.setdefault("host", "other"))
    try:
        h.pop("nope")
    except KeyError as exc:
        print("KeyError", exc)
    print(h.popitem(), len(h), h == {"accept": "*/*", "Host": "example.org"}, h == {"Accept": "*/*", "Host": "example.org"})
    h.clear()
    print(h, len(h), isinstance(h, MutableMapping), isinstance(h, dict))

    config = FrozenConfig({"retries": 3, "timeout": 2.5})
    print(config["retries"], config.get("debug", False), "timeout" in config, list(config.items()))
    print(config == {"retries": 3, "timeout": 2.5}, config != {"retries": 4}, dict(config))
    keys = config.keys()
    print(len(keys), "retries" in keys, list(keys), keys & {"retries", "x"}, 2.5 in config.values())
    try:
        config["missing"]
    except KeyError as exc:
        print("KeyError", exc)

    recent = Recent(["boot", "login", "error", "login", "logout"], 4)
    print(len(recent), recent[0], recent[-1], list(recent), list(reversed(recent)))
    print("error" in recent, "boot" in recent, recent.index("login"), recent.count("login"), recent.index("login", 1))
    try:
        recent.index("boot")
    except ValueError:
        print("ValueError for boot")

    s = SortedList([5, 1, 3])
    s.append(4)
    s.extend([0, 9])
    s += [2]
    print(s, len(s), s.pop(), s.pop(0), s)
    s.remove(3)
    s.reverse()
    print(s, s.index(4), 7 in s)

    tags = TagSet(["Urgent", "infra", "URGENT"])
    tags |= {"db"}
    print(tags, len(tags), "urgent" in tags, tags <= TagSet(["urgent", "infra", "db", "x"]))
    print(sorted(tags & {"infra", "db", "web"}), sorted(tags | {"web"}), sorted(tags - {"db"}), sorted(tags ^ {"db", "web"}))
    print(tags.isdisjoint({"web"}), tags == TagSet(["db", "infra", "urgent"]), isinstance(tags, Set))
    tags.remove("infra")
    tags.discard("nothing")
    print(tags, tags.pop(), tags)
    try:
        tags.remove("gone")
    except KeyError as exc:
        print("KeyError", exc)

    print(isinstance(config, Reversible), isinstance(recent, Reversible), issubclass(Headers, Reversible))
    try:
        reversed(config)
    except TypeError as exc:
        print("TypeError:", exc)
    for make in (HalfDone, Mapping, lambda: Headers(1)):
        try:
            make()
        except TypeError as exc:
            print("TypeError:", exc)


if __name__ == "__main__":
    main()
