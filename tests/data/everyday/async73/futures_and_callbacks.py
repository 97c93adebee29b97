"""Bridging callback-style APIs to await with loop futures, call_soon and call_later."""
import asyncio

trace = []


class FakeSocket:
    """Delivers replies through callbacks after a delay, like a low-level transport."""

    def __init__(self, loop):
        self.loop = loop
        self.sent = []

    def request(self, payload, on_reply, on_error, delay):
        self.sent.append(payload)
        if payload.startswith("!"):
            self.loop.call_later(delay, on_error, ConnectionError(f"refused {payload}"))
        else:
            self.loop.call_later(delay, on_reply, payload.upper())


async def ask(sock, payload, delay):
    loop = asyncio.get_running_loop()
    fut = loop.create_future()

    def on_reply(value):
        if not fut.done():
            fut.set_result(value)

    def on_error(exc):
        if not fut.done():
            fut.set_exception(exc)

    sock.request(payload, on_reply, on_error, delay)
    return await fut


async def main_async():
    loop = asyncio.get_running_loop()
    loop.call_soon(trace.append, "soon 1")
    loop.call_soon(trace.append, "soon 2")
    handle = loop.call_later(0.05, trace.append, "cancelled timer")
    loop.call_later(0.03, trace.append, "later 0.03")
    loop.call_later(0.01, trace.append, "later 0.01")
    print("handle cancelled:", handle.cancelled())
    handle.cancel()
    print("handle cancelled:", handle.cancelled())
    sock = FakeSocket(loop)
    print(await ask(sock, "ping", 0.02))
    try:
        await ask(sock, "!boom", 0.01)
    except ConnectionError as e:
        print("error:", e)
    replies = await asyncio.gather(ask(sock, "a", 0.03), ask(sock, "b", 0.01), ask(sock, "c", 0.02))
    print(replies, sock.sent)
    fut = loop.create_future()
    print("pending:", fut.done(), fut.cancelled())
    fut.add_done_callback(lambda f: trace.append(f"callback saw {f.result()}"))
    fut.set_result(42)
    try:
        fut.set_result(43)
    except asyncio.InvalidStateError as e:
        print("set twice:", e)
    print("result:", fut.result(), await fut)
    await asyncio.sleep(0.1)
    cancelled = loop.create_future()
    print("cancel:", cancelled.cancel(), cancelled.cancelled(), cancelled.cancel())
    timer = loop.call_later(0.5, trace.append, "t")
    print("timer when > now:", timer.when() > loop.time())
    timer.cancel()
    print("isfuture:", asyncio.isfuture(fut), asyncio.isfuture(ask), asyncio.isfuture(asyncio.current_task()))


def main():
    asyncio.run(main_async())
    print(trace)
