// The exact solver of last-piece endings and the table file the plugin reads.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>

#include "djed/solved_table.hpp"
#include "endings.hpp"
#include "endings_solver.hpp"
#include "perft.hpp"
#include "pharao_test_support.hpp"
#include "turns.hpp"

namespace {

using pharao::bit;
using pharao::kDark;
using pharao::kLight;
using pharao::LastPieceEndings;
using pharao::Position;

Position make(int light, int dark, int side) {
  Position p;
  p.pieces = {bit(light), bit(dark)};
  p.side = static_cast<std::uint8_t>(side);
  return p;
}

// One piece each: small enough to solve in a test.
const LastPieceEndings& one_against_one() {
  static const LastPieceEndings endings = pharao::solve_last_piece_endings(1, 1e-7);
  return endings;
}

// Up to two pieces against the last one.
const LastPieceEndings& two_against_one() { return pharao::test::endings_up_to_two(); }

// The value of p for the side to move by the rules alone: every turn of
// every throw played out, the best one taken, the table's values after it.
// The solver splits turns in two halves; this backup does not.
double backed_up_turn_by_turn(const LastPieceEndings& table, const Position& start) {
  double value = 0.0;
  for (int own = 0; own <= 4; ++own)
    for (int opponent = 0; opponent <= 2; ++opponent) {
      Position p = start;
      p.thrown = true;
      p.roll = pharao::Roll{static_cast<std::uint8_t>(own), static_cast<std::uint8_t>(opponent)};
      double best = -1.0;
      bool any_moves = false;
      pharao::for_each_turn(p, [&](const pharao::TurnMoves& t) {
        any_moves = any_moves || t.moves_a_piece();
        double q = 1.0;
        if (!t.wins) {
          const Position next = pharao::after_turn(p, t);
          const int winner = pharao::winner_by_pieces(next);
          q = winner >= 0 ? (winner == p.side ? 1.0 : -1.0) : -table.values()[table.index_of(next)];
        }
        best = std::max(best, q);
        return true;
      });
      if (!any_moves && (own > 0 || opponent > 0)) best = -1.0;  // locked up [D-7]
      value += (own == 0 ? 2.0 : 1.0) / 6 * (1.0 / 3) * best;
    }
  return value;
}

TEST(PharaoEndings, SolvedValuesAreTheBestTurnOfEveryThrow) {
  // Every position with two pieces against the last one: the solved value
  // is the fixed point of a backup that plays whole turns.
  const LastPieceEndings& table = two_against_one();
  double worst = 0.0;
  int positions = 0;
  table.for_each_position([&](const Position& p, std::size_t i) {
    if (p.side == kLight && (p.pieces[kLight] & bit(pharao::kNile))) return;  // lost, not backed up
    worst = std::max(worst, std::fabs(backed_up_turn_by_turn(table, p) - table.values()[i]));
    ++positions;
  });
  EXPECT_GT(positions, 20000);
  EXPECT_LT(worst, 1e-4);
}

TEST(PharaoEndings, ThreadsDoNotChangeTheValues) {
  const LastPieceEndings one = pharao::solve_last_piece_endings(2, 1e-4, 1);
  const LastPieceEndings two = pharao::solve_last_piece_endings(2, 1e-4, 2);
  EXPECT_EQ(one.values(), two.values());
}

TEST(PharaoEndings, ColoursAreAlike) {
  // The same placement with the colours swapped has the same value for the
  // side to move; the solver stores the two as different entries.
  const auto& endings = one_against_one();
  for (int a = 1; a <= 30; ++a)
    for (int b = 1; b <= 30; ++b) {
      if (a == b || a == pharao::kNile || b == pharao::kNile) continue;
      const double light_moves = endings.last_piece_wins(make(a, b, kLight));      // Light at a to move
      const double dark_moves = 1.0 - endings.last_piece_wins(make(b, a, kDark));  // Dark at a to move
      ASSERT_NEAR(light_moves, dark_moves, 1e-4) << a << " against " << b;
    }
}

TEST(PharaoEndings, ALastPieceOnTheNileHasLost) {
  // Light's only piece is drowning and cannot be rescued.
  EXPECT_EQ(one_against_one().last_piece_wins(make(pharao::kNile, 1, kLight)), 0.0);
}

TEST(PharaoEndings, ValuesCountTheThrowThatWinsAtOnce) {
  //   row 0:   .  .  .  .  .  .  .  .  .  D      D on 10
  //   row 1:   .  .  .  .  .  s  L  .  .  .      L on 14, next to Second Life
  //   row 2:   .  .  .  .  .  b  ~  .  .  .
  // Light to move wins at once with the own die's 1 or 3: a third of throws.
  const double light_to_move = one_against_one().last_piece_wins(make(14, 10, kLight));
  EXPECT_GE(light_to_move, 1.0 / 3);
  EXPECT_LT(light_to_move, 1.0);
  // With Dark to move first, Dark may push L into the Nile next door with
  // its opponent die's 1, or move L away; Light's share is lower.
  EXPECT_LT(one_against_one().last_piece_wins(make(14, 10, kDark)), light_to_move);
}

TEST(PharaoEndings, MeansAverageEveryPlacement) {
  const LastPieceEndings& table = two_against_one();
  for (int pieces : {1, 2})
    for (bool lone_to_move : {false, true}) {
      double sum = 0.0;
      long count = 0;
      table.for_each_ending(pieces, [&](const Position& p, double wins) {
        if ((p.side == kLight) == lone_to_move) sum += wins, ++count;
      });
      EXPECT_NEAR(table.mean_last_piece_wins(pieces, lone_to_move), sum / static_cast<double>(count), 1e-9);
    }
  // With best play a last piece against two wins most races (docs/ai.md).
  EXPECT_GT(table.mean_last_piece_wins(2, true), 0.7);
  EXPECT_GT(table.mean_last_piece_wins(2, false), 0.6);
}

TEST(PharaoEndings, CoversOnlyALastPieceAgainstItsPieceCount) {
  const LastPieceEndings& table = two_against_one();
  Position p = make(5, 9, kDark);
  EXPECT_TRUE(table.covers(p));
  p.pieces[kDark] |= bit(27);  // a drowning piece counts
  EXPECT_TRUE(table.covers(p));
  p.pieces[kDark] |= bit(28);
  EXPECT_FALSE(table.covers(p));  // three against the last piece
  std::swap(p.pieces[kLight], p.pieces[kDark]);
  EXPECT_FALSE(table.covers(p));
  p.pieces[kDark] = bit(5);
  p.pieces[kLight] = bit(1) | bit(2);
  EXPECT_TRUE(table.covers(p));  // Dark's last piece
  p.pieces[kDark] = bit(5) | bit(6);
  EXPECT_FALSE(table.covers(p));
}

TEST(PharaoEndings, RefusesPieceCountsOutsideTheGame) {
  EXPECT_THROW(LastPieceEndings(0), std::invalid_argument);
  EXPECT_THROW(LastPieceEndings(5), std::invalid_argument);
  EXPECT_THROW(pharao::solve_last_piece_endings(5, 1e-3), std::invalid_argument);
}

class EndingsFile : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(one_against_one().save(path_).ok()); }

  // Overwrites bytes of the saved file at `offset`.
  void patch(std::streamoff offset, const std::string& bytes) {
    std::fstream f(path_, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(offset);
    f.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  }
  std::string load_error() {
    const auto table = LastPieceEndings::load(path_);
    EXPECT_FALSE(table.ok());
    return table.ok() ? "" : table.message();
  }

  pharao::test::TestDirectory dir_{"djed-endings"};
  std::string path_ = (dir_.path() / pharao::kEndingsFileName).string();
};

TEST_F(EndingsFile, RoundTripKeepsEveryValue) {
  const auto loaded = LastPieceEndings::load(path_);
  ASSERT_TRUE(loaded.ok()) << loaded.message();
  EXPECT_EQ(loaded->max_pieces(), 1);
  EXPECT_EQ(loaded->values(), one_against_one().values());
  EXPECT_EQ(loaded->mean_last_piece_wins(1, true), one_against_one().mean_last_piece_wins(1, true));
}

TEST_F(EndingsFile, MissingFileIsNamed) {
  std::filesystem::remove(path_);
  EXPECT_NE(load_error().find(path_ + ": cannot be opened"), std::string::npos);
}

// The SDK's solved-table header: magic (8), format (8), name length (8),
// the name "pharao-endings" (14), the rules version (8), the count (8), the
// checksum (8), then the values.
constexpr std::streamoff kRulesAt = 8 + 8 + 8 + 14;
constexpr std::streamoff kValuesAt = kRulesAt + 8 + 8 + 8;

TEST_F(EndingsFile, IsTheSdkSolvedTableFile) {
  const auto file = djed::solve::read_table(path_, "pharao-endings");
  ASSERT_TRUE(file.ok()) << file.message();
  EXPECT_EQ(file->values.size(), 4 * one_against_one().size());
  EXPECT_EQ(LastPieceEndings::size_for(1), one_against_one().size());
}

TEST_F(EndingsFile, OtherFilesAreRefused) {
  patch(0, "ELF");
  EXPECT_NE(load_error().find("not a solved-game table"), std::string::npos);
}

TEST_F(EndingsFile, OtherFormatVersionsAreRefused) {
  patch(8, std::string("\x07\0\0\0", 4));
  EXPECT_NE(load_error().find("table format 7"), std::string::npos);
}

TEST_F(EndingsFile, TablesOfOtherGamesAreRefused) {
  patch(24, "ramses");
  EXPECT_NE(load_error().find("not of 'pharao-endings'"), std::string::npos);
}

TEST_F(EndingsFile, EndingsOfOtherRulesAreRefused) {
  patch(kRulesAt, std::string("\x07", 1));
  EXPECT_NE(load_error().find("rules version 7"), std::string::npos);
}

TEST_F(EndingsFile, ValuesOfNoTableSizeAreRefused) {
  // A whole, checksummed file whose values fit no table of 1 to 4 pieces.
  auto file = djed::solve::read_table(path_, "pharao-endings");
  ASSERT_TRUE(file.ok()) << file.message();
  file->values.resize(file->values.size() + 4, 0);
  ASSERT_TRUE(djed::solve::write_table(path_, *file).ok());
  EXPECT_NE(load_error().find("the size of no table of 1 to 4 pieces"), std::string::npos);
}

TEST_F(EndingsFile, TruncatedFileIsRefused) {
  std::filesystem::resize_file(path_, std::filesystem::file_size(path_) - 9);
  EXPECT_NE(load_error().find("its header says"), std::string::npos);
}

TEST_F(EndingsFile, DamagedValuesAreRefused) {
  patch(kValuesAt + 4 * 100, std::string("\x01", 1));  // a bit of the 101st value
  EXPECT_NE(load_error().find("checksum"), std::string::npos);
}

TEST_F(EndingsFile, ValuesOutsideTheirRangeAreRefused) {
  auto values = one_against_one().values();
  values[100] = 2.0f;
  LastPieceEndings table = one_against_one();
  table.values() = values;
  ASSERT_TRUE(table.save(path_).ok());
  EXPECT_NE(load_error().find("a value outside [-1, 1]"), std::string::npos);
}

}  // namespace
