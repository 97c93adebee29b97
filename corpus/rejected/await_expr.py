# rejects: await expression (Python only allows it inside an async def, which is refused too)
import clauz3


async def poll_queue() -> int:
    return 3


async def drain() -> int:
    depth = await poll_queue()
    return depth


def main() -> int:
    return 0
