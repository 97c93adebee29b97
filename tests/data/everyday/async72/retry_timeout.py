"""Call a flaky service with a per-attempt timeout and exponential backoff."""
import asyncio

PLAN = {"orders": [0.5, 0.5, 0.05], "users": [0.01], "billing": [0.9, 0.9, 0.9, 0.9]}


class ServiceDown(Exception):
    pass


async def call(service, attempt):
    delays = PLAN[service]
    if attempt >= len(delays):
        raise ServiceDown(f"{service}: no more replicas")
    await asyncio.sleep(delays[attempt])
    return {"service": service, "attempt": attempt}


async def with_retry(service, timeout=0.2, attempts=4, backoff=0.01):
    errors = []
    for attempt in range(attempts):
        try:
            result = await asyncio.wait_for(call(service, attempt), timeout=timeout)
        except asyncio.TimeoutError:
            errors.append(f"attempt {attempt}: timeout")
        except ServiceDown as e:
            errors.append(f"attempt {attempt}: {e}")
            break
        else:
            return result, errors
        await asyncio.sleep(backoff * 2 ** attempt)
    return None, errors


async def run_all():
    loop = asyncio.get_running_loop()
    t0 = loop.time()
    outcomes = {}
    for service in PLAN:
        result, errors = await with_retry(service)
        outcomes[service] = result
        print(f"{service:8} -> {result} errors={errors}")
    print("clock moved on:", loop.time() > t0)
    try:
        await asyncio.wait_for(asyncio.sleep(1), 0)
    except TimeoutError as e:
        print("zero timeout:", type(e).__name__, repr(str(e)))
    return sum(1 for r in outcomes.values() if r)


def main():
    ok = asyncio.run(run_all())
    print("services up:", ok)
    return ok


if __name__ == "__main__":
    main()
