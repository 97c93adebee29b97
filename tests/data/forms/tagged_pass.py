def tagged(level, owner):
    def decorate(fn):
        fn.level = level
        fn.owner = owner.strip()
        fn.__doc__ = f"run by {owner}"
        return fn

    return decorate


def main(level: int, owner: str) -> int:
    @tagged(level, owner)
    def job():
        return 1

    if level > 3 and owner == "ops":
        assert job.level > 3
        assert job.owner == "ops" and vars(job) == {"level": level, "owner": "ops"}
        assert job.__doc__ == "run by ops"
    return job.level
