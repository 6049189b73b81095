// A plugin built against another ABI. Its factory must never be called: the
// host checks the version first, so calling it aborts the test run.
#include <boost/dll/alias.hpp>
#include <cstdlib>
#include <string>

#include "djed/plugin_abi.hpp"

namespace abi_mismatch {
std::uint32_t abi_version() noexcept { return djed::kPluginAbiVersion + 998; }
djed::Game* create_game(std::string&) noexcept { std::abort(); }
}  // namespace abi_mismatch
BOOST_DLL_ALIAS(abi_mismatch::abi_version, djed_plugin_abi_version)
BOOST_DLL_ALIAS(abi_mismatch::create_game, djed_create_game)
