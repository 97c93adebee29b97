"""An event bus whose handlers are bound methods stored in dicts and lists."""


class Bus:
    def __init__(self):
        self.log = []
        self.handlers = {"start": self.on_start, "stop": self.on_stop, "tick": self.on_tick}
        self.ticks = 0

    def on_start(self, payload):
        self.log.append("started " + payload)

    def on_stop(self, payload):
        self.log.append("stopped " + payload)

    def on_tick(self, payload):
        self.ticks += int(payload)

    def emit(self, event, payload):
        handler = self.handlers.get(event)
        if handler is None:
            self.log.append("ignored " + event)
            return False
        handler(payload)
        return True


def main():
    bus = Bus()
    events = [("start", "job1"), ("tick", "3"), ("tick", "4"), ("noise", "x"), ("stop", "job1")]
    results = [bus.emit(e, p) for e, p in events]
    print(results)
    print(bus.log)
    print(bus.ticks)
    cb = bus.on_tick
    cb("10")
    print(bus.ticks)
    print(bus.on_tick == bus.on_tick, bus.on_tick is bus.on_tick)
    print(bus.on_tick == Bus().on_tick)


if __name__ == "__main__":
    main()
