"""Stream paginated API results with an async generator and async comprehensions."""
import asyncio

PAGES = {0: ["alpha", "beta"], 1: ["gamma"], 2: ["delta", "epsilon", "zeta"], 3: []}


async def fetch_page(n):
    await asyncio.sleep(0.01 * (n + 1))
    return PAGES.get(n, [])


async def paginate(limit=None):
    page = 0
    produced = 0
    while True:
        items = await fetch_page(page)
        if not items:
            print(f"page {page} empty, stopping")
            return
        for item in items:
            if limit is not None and produced >= limit:
                return
            produced += 1
            yield page, item
        page += 1


class Countdown:
    def __init__(self, start):
        self.current = start

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.current <= 0:
            raise StopAsyncIteration
        await asyncio.sleep(0)
        self.current -= 1
        return self.current + 1


async def consume():
    async for page, item in paginate():
        print(f"page {page}: {item}")
    upper = [item.upper() async for _, item in paginate(limit=4)]
    print("first four:", upper)
    lengths = {item: len(item) async for _, item in paginate() if len(item) > 4}
    print("long items:", lengths)
    sizes = [len(await fetch_page(n)) for n in range(4)]
    print("page sizes:", sizes)
    async for n in Countdown(3):
        print("countdown", n)
    else:
        print("liftoff")
    total = 0
    async for n in Countdown(4):
        if n == 2:
            break
        total += n
    print("partial total:", total)
    return len(upper)


def main():
    return asyncio.run(consume())


if __name__ == "__main__":
    main()
