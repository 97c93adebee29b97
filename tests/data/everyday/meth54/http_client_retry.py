"""An API client whose methods retry flaky calls and log what they do."""
import functools

LOG = []


def logged(fn):
    @functools.wraps(fn)
    def wrapper(self, *args, **kwargs):
        LOG.append(f"{type(self).__name__}.{fn.__name__}{args}")
        return fn(self, *args, **kwargs)
    return wrapper


def retry(times, on=(ValueError,)):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kwargs)
                except on as exc:
                    print(f"  attempt {attempt} of {fn.__name__} failed: {exc}")
                    if attempt == times:
                        raise
        return wrapper
    return deco


class FakeServer:
    def __init__(self, failures):
        self.failures = dict(failures)

    def get(self, url):
        left = self.failures.get(url, 0)
        if left:
            self.failures[url] = left - 1
            raise ValueError(f"timeout on {url}")
        return {"url": url, "size": len(url) * 10}


class Client:
    def __init__(self, server):
        self.server = server
        self.fetched = []

    @logged
    @retry(times=3)
    def fetch(self, url):
        page = self.server.get(url)
        self.fetched.append(url)
        return page

    @retry(2)
    def fetch_all(self, urls):
        return [self.fetch(u)["size"] for u in urls]


class CachingClient(Client):
    def __init__(self, server):
        super().__init__(server)
        self.cache = {}

    @logged
    def fetch(self, url):
        if url not in self.cache:
            self.cache[url] = super().fetch(url)
        return self.cache[url]


def main():
    client = Client(FakeServer({"/a": 2, "/b": 0}))
    print(client.fetch("/a"))
    print(client.fetch_all(["/a", "/b"]))
    try:
        Client(FakeServer({"/down": 5})).fetch("/down")
    except ValueError as exc:
        print("gave up:", exc)
    caching = CachingClient(FakeServer({"/c": 1}))
    print(caching.fetch("/c"), caching.fetch("/c"))
    print(Client.fetch.__name__, Client.fetch_all.__wrapped__.__name__)
    print(Client.fetch(client, "/b")["size"])
    for line in LOG:
        print(line)


if __name__ == "__main__":
    main()
