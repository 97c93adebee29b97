"""Generate and decode Twitter-style snowflake IDs: timestamp, worker, sequence bit fields."""
from datetime import datetime, timezone, timedelta

EPOCH_MS = 1288834974657
WORKER_BITS, SEQ_BITS = 10, 12
MAX_SEQ = (1 << SEQ_BITS) - 1


class Generator:
    def __init__(self, worker: int):
        if not 0 <= worker < (1 << WORKER_BITS):
            raise ValueError(f"worker id {worker} out of range")
        self.worker = worker
        self.last_ms = -1
        self.seq = 0

    def make(self, now_ms: int) -> int:
        if now_ms < self.last_ms:
            raise RuntimeError(f"clock moved backwards by {self.last_ms - now_ms} ms")
        if now_ms == self.last_ms:
            self.seq = (self.seq + 1) & MAX_SEQ
            if self.seq == 0:
                now_ms += 1
        else:
            self.seq = 0
        self.last_ms = now_ms
        return ((now_ms - EPOCH_MS) << (WORKER_BITS + SEQ_BITS)) | (self.worker << SEQ_BITS) | self.seq


def decode(snowflake: int) -> dict:
    ms = (snowflake >> (WORKER_BITS + SEQ_BITS)) + EPOCH_MS
    return {
        "time": datetime.fromtimestamp(ms / 1000, tz=timezone.utc),
        "worker": (snowflake >> SEQ_BITS) & ((1 << WORKER_BITS) - 1),
        "sequence": snowflake & MAX_SEQ,
    }


def main():
    known = 1445641535484493824
    info = decode(known)
    print(known, "->", info["time"].isoformat(timespec="milliseconds"), "worker", info["worker"], "seq", info["sequence"])
    print("bits:", known.bit_length(), "hex:", hex(known), f"bin tail: {known & 0xFFFF:016b}")
    gen = Generator(worker=37)
    base = int(datetime(2024, 1, 1, tzinfo=timezone.utc).timestamp() * 1000)
    ids = [gen.make(base + offset) for offset in (0, 0, 0, 1, 5, 5)]
    for sf in ids:
        d = decode(sf)
        print(f"  {sf:>20} {d['time']:%H:%M:%S}.{d['time'].microsecond // 1000:03d} w={d['worker']} s={d['sequence']}")
    print("strictly increasing:", all(a < b for a, b in zip(ids, ids[1:])))
    try:
        gen.make(base)
    except RuntimeError as err:
        print("error:", err)
    for bad in (-1, 1024):
        try:
            Generator(bad)
        except ValueError as err:
            print("error:", err)
    span = timedelta(milliseconds=(1 << 41))
    print("41-bit timestamps last", span.days // 365, "years; until",
          (datetime.fromtimestamp(EPOCH_MS / 1000, tz=timezone.utc) + span).year)
    print(int.from_bytes(known.to_bytes(8, "big"), "little"), (known).to_bytes(8, "big").hex(" "))


if __name__ == "__main__":
    main()
