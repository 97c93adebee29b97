"""A cache that lets concurrent callers share one in-flight fetch (the 'single flight' pattern)."""
import asyncio


class SingleFlight:
    def __init__(self, loader):
        self.loader = loader
        self.cache = {}
        self.inflight = {}
        self.loads = 0

    async def get(self, key):
        if key in self.cache:
            return self.cache[key], "hit"
        if key in self.inflight:
            value = await self.inflight[key]
            return value, "shared"
        fut = asyncio.get_running_loop().create_future()
        self.inflight[key] = fut
        self.loads += 1
        try:
            value = await self.loader(key)
        except Exception as e:
            fut.set_exception(e)
            del self.inflight[key]
            raise
        self.cache[key] = value
        fut.set_result(value)
        del self.inflight[key]
        return value, "loaded"


async def slow_square(key):
    await asyncio.sleep(0.02)
    if key < 0:
        raise ValueError(f"negative key {key}")
    return key * key


async def client(cache, key, delay):
    await asyncio.sleep(delay)
    try:
        return await cache.get(key)
    except ValueError as e:
        return None, f"error: {e}"


async def main_async():
    cache = SingleFlight(slow_square)
    requests = [(3, 0), (3, 0.005), (4, 0), (3, 0.03), (-2, 0), (-2, 0.01), (4, 0.01)]
    results = await asyncio.gather(*(client(cache, k, d) for k, d in requests))
    for (key, delay), (value, how) in zip(requests, results):
        print(f"key={key:3} at={delay:<5} -> {value!s:5} {how}")
    print("loads:", cache.loads, "cached:", sorted(cache.cache))


def main():
    asyncio.run(main_async())
