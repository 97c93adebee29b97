"""Feed sensor readings to running-average coroutines through a relay that delegates with
`yield from`, so each `send` reaches the innermost generator, inside a metering session."""

SESSIONS = []


class Meter:
    def __init__(self, sensor):
        self.sensor = sensor

    def __enter__(self):
        SESSIONS.append(f"start {self.sensor}")
        return self

    def __exit__(self, exc_type, exc, tb):
        SESSIONS.append(f"stop {self.sensor} ({'ok' if exc_type is None else exc_type.__name__})")
        return False


def averager(limit):
    total, count = 0.0, 0
    while True:
        value = yield (round(total / count, 2) if count else None)
        if value is None:
            break
        if value > limit:
            raise ValueError(f"reading {value} above {limit}")
        total += value
        count += 1
    SESSIONS.append(f"averaged {count}")


def relay(sensor, limit):
    with Meter(sensor):
        yield from averager(limit)
        yield f"{sensor} finished"


def run_sensor(sensor, values, close_early):
    feed = relay(sensor, limit=50)
    next(feed)
    try:
        for v in values:
            print(sensor, v, "->", feed.send(v))
        print(feed.send(None))
    except ValueError as e:
        print(sensor, "rejected:", e)
    if close_early:
        feed.close()
        SESSIONS.append(f"closed {sensor}")


def main():
    readings = {"kitchen": [20.5, 21.0, 22.25], "garage": [8.0, 95.0, 9.5], "attic": [30.0, 31.5]}
    for sensor, values in readings.items():
        run_sensor(sensor, values, close_early=sensor == "attic")
    print("\n".join(SESSIONS))
    return len(SESSIONS)
