import clauz3
from tools.ledger.trusted.effects import post_fee


def tier_fee(volume: int) -> int:
    if volume <= 0:
        return 0
    elif 0 < volume <= 10_000:
        return 50
    elif 10_000 < volume < 100_000:
        return 50 + (volume - 10_000) // 1_000
    else:
        return min(999, 140 + volume // 5_000)


def main() -> int:
    monthly = {"ops": 8_250, "vendors": 57_300, "payroll": 2_400_000, "refunds": -7_345}
    charged = 0
    for account, volume in monthly.items():
        fee = tier_fee(volume)
        credit = volume // 1_000 if volume < 0 else 0
        remainder = volume % 1_000
        print(account, "volume", volume, "fee", fee, "credit", credit, "remainder", remainder)
        if fee and not account.startswith("refund"):
            post_fee(account, fee)
            charged += fee
        elif credit < 0:
            print(f"  {account} earns credit {abs(credit)} (floor {-7 // 2}, mod {-7 % 3}, {7 % -3})")
        else:
            pass
    waived = charged > 1_000 or charged < 0
    print("charged", charged, "waived" if waived else "kept")
    return charged
