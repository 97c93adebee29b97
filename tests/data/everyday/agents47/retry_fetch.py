

class TransientError(Exception):
    pass


class PermanentError(Exception):
    def __init__(self, code):
        super().__init__(f"permanent failure (code {code})")
        self.code = code


ATTEMPTS = {"a": 2, "b": 0, "c": 5}


def fetch(key, attempt):
    fails = ATTEMPTS.get(key)
    if fails is None:
        raise PermanentError(404)
    if attempt < fails:
        raise TransientError(f"{key}: attempt {attempt} timed out")
    return {"key": key, "attempts": attempt + 1}


def with_retry(fn, *args, retries=3, **kwargs):
    last = None
    for attempt in range(retries):
        try:
            return fn(*args, attempt, **kwargs)
        except TransientError as err:
            last = err
            print("  retry:", err)
    raise RuntimeError(f"gave up after {retries} attempts") from last


def main():
    results, failures = {}, []
    for key in ["a", "b", "c", "zz"]:
        try:
            results[key] = with_retry(fetch, key)
        except PermanentError as err:
            failures.append((key, err.code, str(err)))
        except RuntimeError as err:
            failures.append((key, None, f"{err} ({err.__cause__})"))
        finally:
            print("done with", key)
    print(results)
    print(failures)
    return len(results)


if __name__ == "__main__":
    main()
