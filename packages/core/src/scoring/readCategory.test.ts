import { describe, expect, it } from "vitest";
import { explainForPlayer } from "../errors/explainForPlayer";
import { classicYahtzee } from "../rules/classicYahtzee";
import type { Category } from "./Category";
import { readCategory } from "./readCategory";

const { categories } = classicYahtzee();

function refusal(typed: unknown, list: readonly Category[] = categories): { code: string; details: { category?: string; categories?: readonly string[] } } {
  try {
    readCategory(list, typed);
  } catch (error) {
    return error as never;
  }
  throw new Error(`readCategory accepted ${String(typed)}`);
}

describe("readCategory reads a category as players type it", () => {
  it("by id or by label, ignoring case, spaces, hyphens and punctuation", () => {
    expect(readCategory(categories, "fullHouse")).toBe("fullHouse");
    expect(readCategory(categories, "full house")).toBe("fullHouse");
    expect(readCategory(categories, "FULL-HOUSE")).toBe("fullHouse");
    expect(readCategory(categories, "  Full   House! ")).toBe("fullHouse");
    expect(readCategory(categories, "three of a kind")).toBe("threeKind");
    expect(readCategory(categories, "threekind")).toBe("threeKind");
    expect(readCategory(categories, "Sixes")).toBe("sixes");
  });

  it("refuses a name that is no category's, listing the close ones closest first", () => {
    // "3 of a kind" shares only the word "kind" with two boxes: both offered, in sheet order.
    expect(refusal("3 of a kind")).toMatchObject({ code: "UNKNOWN_CATEGORY", details: { category: "3 of a kind", categories: ["threeKind", "fourKind"] } });
    // One letter off "chance" (distance 1) comes before anything sharing a word.
    expect(refusal("chanse").details.categories).toEqual(["chance"]);
    // "Sixs" is one edit from "sixes", two from nothing else within reach.
    expect(refusal("sixs").details.categories?.[0]).toBe("sixes");
    expect(refusal("chess").details.categories).toEqual([]);
  });

  it("refuses a name that fits two categories, offering both", () => {
    const clash: Category[] = [
      { id: "chance", label: "Lucky", section: "main", score: () => 0 },
      { id: "other", label: "Chance", section: "main", score: () => 0 },
    ];
    expect(refusal("chance", clash)).toMatchObject({ code: "UNKNOWN_CATEGORY", details: { categories: ["chance", "other"] } });
  });

  it("refuses what is not text, and an empty name, without matches", () => {
    expect(refusal(42)).toMatchObject({ code: "UNKNOWN_CATEGORY", details: { categories: [] } });
    expect(refusal("").details.categories).toEqual([]);
    expect(refusal("   ").details.categories).toEqual([]);
  });

  it("quotes a long name cut to 64 characters", () => {
    expect(refusal("x".repeat(10_000)).details.category).toBe("x".repeat(64));
  });

  it("gives players a sentence offering the close matches by label", () => {
    const sentence = explainForPlayer(refusal("3 of a kind"), { rules: { categories } });
    expect(sentence).toBe("There is no category '3 of a kind' in this game. Did you mean Three of a Kind or Four of a Kind?");
    expect(explainForPlayer(refusal("chess"), { rules: { categories } })).toBe("There is no category 'chess' in this game.");
  });
});
