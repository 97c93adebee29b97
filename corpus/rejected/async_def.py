# rejects: async function definition
import clauz3


async def poll_queue() -> int:
    return 3


def main() -> int:
    depth = 3
    return depth * 2
