"""Fetch several pages concurrently with a TaskGroup and collect their results."""
import asyncio

PAGES = {
    "/home": (0.03, "<h1>home</h1>"),
    "/about": (0.01, "<p>about us</p>"),
    "/docs": (0.02, "<ul><li>docs</li></ul>"),
    "/blog": (0.04, "<article>post</article>"),
}

log = []


async def fetch(path):
    delay, body = PAGES[path]
    log.append(f"start {path}")
    await asyncio.sleep(delay)
    log.append(f"done {path}")
    return {"path": path, "size": len(body), "body": body}


async def crawl(paths):
    async with asyncio.TaskGroup() as tg:
        tasks = {path: tg.create_task(fetch(path), name=f"fetch{path}") for path in paths}
        print("tasks made:", sorted(t.get_name() for t in tasks.values()))
        print("any done yet:", any(t.done() for t in tasks.values()))
    print("all done:", all(t.done() for t in tasks.values()))
    return {path: task.result()["size"] for path, task in tasks.items()}


async def crawl_nested():
    results = []
    async with asyncio.TaskGroup() as outer:
        for group in (["/home", "/about"], ["/docs", "/blog"]):
            outer.create_task(collect_group(group, results))
    return sorted(results)


async def collect_group(paths, results):
    async with asyncio.TaskGroup() as inner:
        tasks = [inner.create_task(fetch(p)) for p in paths]
    results.extend(t.result()["path"] for t in tasks)


def main():
    sizes = asyncio.run(crawl(list(PAGES)))
    for path, size in sizes.items():
        print(f"{path:8} {size:3d} bytes")
    print("total:", sum(sizes.values()))
    print("order:", log)
    log.clear()
    print("nested:", asyncio.run(crawl_nested()))
    print("finish order:", [entry for entry in log if entry.startswith("done")])
