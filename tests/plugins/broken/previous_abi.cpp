// A plugin built against the previous ABI (the one before message ids and
// the UI vocabulary): refused by version, naming both, before its factory
// (which aborts) could be called.
#include <boost/dll/alias.hpp>
#include <cstdlib>
#include <string>

#include "djed/plugin_abi.hpp"

namespace previous_abi {
std::uint32_t abi_version() noexcept { return djed::kPluginAbiVersion - 1; }
djed::Game* create_game(std::string&) noexcept { std::abort(); }
}  // namespace previous_abi
BOOST_DLL_ALIAS(previous_abi::abi_version, djed_plugin_abi_version)
BOOST_DLL_ALIAS(previous_abi::create_game, djed_create_game)
