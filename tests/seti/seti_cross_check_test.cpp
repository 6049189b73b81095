// The plugin's move generator and move execution against naive_seti.cpp,
// move for move and position for position, on random-game positions.
#include <random>

#include "naive_seti.hpp"
#include "seti_test_support.hpp"

namespace seti::test {
namespace {

class SetiCrossCheck : public ::testing::TestWithParam<std::string> {};

TEST_P(SetiCrossCheck, FastAndNaiveAgreeOnTwoThousandPositions) {
  const int files = GetParam() == "beth" ? 5 : 3;
  std::mt19937 rng(5);
  int checked = 0;
  while (checked < 2000) {
    auto s = start(GetParam());
    for (int t = 0; t < 120 && checked < 2000; ++t) {
      const std::string text = s->to_string();
      const auto naive = naive_seti::legal_moves(text, files);
      const auto actions = s->legal_actions();
      std::vector<naive_seti::Outcome> fast;
      for (auto a : actions) {
        auto child = s->clone();
        child->apply_action(a);
        fast.push_back({s->action_to_string(a), child->to_string()});
      }
      std::sort(fast.begin(), fast.end(), [](const auto& a, const auto& b) { return a.move < b.move; });
      ASSERT_EQ(fast.size(), naive.size()) << text;
      for (std::size_t i = 0; i < fast.size(); ++i) {
        ASSERT_EQ(fast[i].move, naive[i].move) << text;
        ASSERT_EQ(fast[i].position, naive[i].position) << text << " after " << fast[i].move;
      }
      ++checked;
      if (actions.empty()) break;
      s->apply_action(actions[rng() % actions.size()]);
    }
  }
}

INSTANTIATE_TEST_SUITE_P(BothVariants, SetiCrossCheck, ::testing::Values("aleph", "beth"));

}  // namespace
}  // namespace seti::test
