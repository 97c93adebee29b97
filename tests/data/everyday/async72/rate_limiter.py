"""Token-bucket rate limiting of API calls with a Lock-protected bucket."""
import asyncio


class TokenBucket:
    def __init__(self, rate, capacity):
        self.rate = rate
        self.capacity = capacity
        self.tokens = capacity
        self.clock = asyncio.get_running_loop()
        self.updated = self.clock.time()
        self.lock = asyncio.Lock()
        self.waits = 0

    def _refill(self):
        now = self.clock.time()
        self.tokens = min(self.capacity, self.tokens + (now - self.updated) * self.rate)
        self.updated = now

    async def take(self):
        async with self.lock:
            self._refill()
            while self.tokens < 1:
                self.waits += 1
                await asyncio.sleep((1 - self.tokens) / self.rate)
                self._refill()
            self.tokens -= 1


async def call_api(bucket, i, stamps, start):
    await bucket.take()
    stamps.append((i, round(bucket.clock.time() - start, 1)))
    return i * i


async def burst():
    bucket = TokenBucket(rate=10, capacity=3)
    stamps = []
    start = bucket.clock.time()
    results = await asyncio.gather(*(call_api(bucket, i, stamps, start) for i in range(8)))
    print("results:", results)
    print("schedule:", stamps)
    # How many times the bucket slept depends on how late the loop wakes (CPython's real
    # clock), so only that it slept for each call past its capacity is printed.
    print("waited for each call past capacity:", bucket.waits >= 5, "lock held at end:", bucket.lock.locked())
    bounded = asyncio.BoundedSemaphore(2)
    await bounded.acquire()
    bounded.release()
    try:
        bounded.release()
    except ValueError as e:
        print("bounded:", e)
    lock = asyncio.Lock()
    try:
        lock.release()
    except RuntimeError as e:
        print("lock:", e)
    return sum(results)


def main():
    return asyncio.run(burst())


if __name__ == "__main__":
    main()
