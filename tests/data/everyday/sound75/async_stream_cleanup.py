"""Read pages from an asynchronous source, stop early, and close it so its cleanup runs."""
import asyncio


class Source:
    def __init__(self):
        self.events = []
        self.open = False

    async def pages(self, count):
        self.open = True
        try:
            for n in range(count):
                await asyncio.sleep(0)
                yield f"page-{n}"
        except GeneratorExit:
            self.events.append("interrupted")
            raise
        finally:
            await asyncio.sleep(0.01)
            self.open = False
            self.events.append("released")


async def first_matching(source, wanted):
    stream = source.pages(10)
    found = None
    async for page in stream:
        if page.endswith(wanted):
            found = page
            break
    await stream.aclose()
    await stream.aclose()
    return found


async def ignoring():
    try:
        yield "only"
    except GeneratorExit:
        yield "again"


async def run():
    src = Source()
    print(await first_matching(src, "3"), src.open, src.events)
    full = [page async for page in src.pages(2)]
    print(full, src.events)
    agen = ignoring()
    print(await agen.asend(None))
    try:
        await agen.aclose()
    except RuntimeError as exc:
        print("RuntimeError:", exc)
    try:
        await agen.asend(None)
    except StopAsyncIteration:
        print("ended")
    fresh = ignoring()
    await fresh.aclose()
    print("closed before starting")


def main():
    asyncio.run(run())


if __name__ == "__main__":
    main()
