# rejects: an exception class deriving from SystemExit (ending the process is not modelled)
import clauz3


class Stop(SystemExit):
    def __init__(self, code: int) -> None:
        super().__init__(code)


def main() -> int:
    raise Stop(5)
