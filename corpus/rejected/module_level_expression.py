# rejects: module-level expression statement
import clauz3

{"ops": 1, "payroll": 2}


def main() -> int:
    return 0
