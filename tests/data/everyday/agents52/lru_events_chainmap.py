from collections import OrderedDict, ChainMap, namedtuple
import json

Event = namedtuple("Event", "kind payload ts")


class LRU:
    def __init__(self, cap):
        self.cap = cap
        self.data = OrderedDict()

    def get(self, key, default=None):
        if key not in self.data:
            return default
        self.data.move_to_end(key)
        return self.data[key]

    def put(self, key, value):
        self.data[key] = value
        self.data.move_to_end(key)
        if len(self.data) > self.cap:
            self.data.popitem(last=False)


def main():
    cache = LRU(2)
    for k, v in [("a", 1), ("b", 2), ("a", 3), ("c", 4)]:
        cache.put(k, v)
    print(list(cache.data.items()), cache.get("b", "gone"))
    events = [Event("click", {"x": 1}, 3), Event("view", {}, 1), Event("click", {"x": 2}, 2)]
    events.sort(key=lambda e: e.ts)
    print(json.dumps([e._asdict() for e in events]))
    settings = ChainMap({"debug": True}, {"debug": False, "level": "info"})
    print(settings["debug"], settings["level"], dict(settings))


if __name__ == "__main__":
    main()
